/** scripts/vite-inline-script.ts: a module bundled and minified into the text of one classic script. */
declare module '*?inline-script' {
  const text: string
  export default text
}
