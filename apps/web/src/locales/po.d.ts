// A language's catalogue, compiled by @lingui/vite-plugin when imported (src/lib/i18n/i18n.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
