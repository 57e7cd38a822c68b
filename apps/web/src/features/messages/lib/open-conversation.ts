/**
 * Which conversation the person has on screen: its new messages are read as they arrive (no unread count, a
 * read receipt instead), as long as the tab is visible.
 */
let open: string | null = null;

export function setOpenConversation(id: string | null): void {
  open = id;
}

export function isReading(conversationId: string): boolean {
  return open === conversationId && document.visibilityState === 'visible';
}
