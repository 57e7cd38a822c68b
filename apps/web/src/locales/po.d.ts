// A part of a language's catalogue ('x.po?part=public' or '?part=signed-in'), compiled by build/po.ts.
declare module '*.po?part=public' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=signed-in' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=public-pages' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
