/*
 * The messaging feature's public face (features/dependencies.json): its tables, for foreign keys (a ticket opened
 * from a reported conversation). Its event, 'conversation.reported', and its port, groupMessages, are named in
 * platform/events.ts and platform/ports.ts so that their users need not import it.
 */
export {
  accountPresence,
  conversationMembers,
  conversationReports,
  conversations,
  messages,
  userBlocks,
} from './messaging.table';
