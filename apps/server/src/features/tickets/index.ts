/* The support desk's public face (features/dependencies.json): its tables and row types, for foreign keys. */
export { type TicketMessageRow, type TicketRow, ticketMessages, tickets } from './tickets.table';
