/*
 * Operations of this group (decision 0033): filled as its routes move onto the contract. Each group exports
 * named objects of defineOperation() entries; index.ts re-exports the whole file, so adding a group needs no
 * edit there.
 */
export {};
