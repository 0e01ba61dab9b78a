/**
 * A part of a language's messages (web/vite.config.ts splits web/src/i18n/<lang>.json at build time:
 * `light`, `pages`, `office` and `rest`: lib/messages.ts).
 */
declare module '*.json?part=light' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=pages' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=office' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
