/* The outcomes feature's public face (features/dependencies.json): its tables, for foreign keys. */
export {
  outcomeCells,
  outcomeDirtyUsers,
  outcomeFacts,
  outcomeFrameCells,
  outcomeRefreshPending,
  outcomeUnits,
} from './outcomes.table';
