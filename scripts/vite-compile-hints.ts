import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints, Chrome 136): a file that
 * starts with this comment has all its functions compiled while it streams in, on a
 * background thread. Without it V8 compiles each function on the page's main thread the first
 * time it runs, and hydration runs most of React's and React Router's for the first time: 590 to
 * 1,760 compilations on the main thread during a load of `/`, 53–208 ms of it on a 2-vCPU AMD
 * EPYC (Chromium traces with V8's compile category), against 18 with the hint
 * (docs/performance-history.md, 2026-11-30 night).
 *
 * Every chunk of the client build gets it: each is fetched when what it holds is about to run
 * (the first load's scripts at hydration, a route's or a dialog's when it opens). Browsers
 * other than Chromium read a comment. The line goes in after the file names are hashed; it is
 * the same line in every build, so a name still stands for one content.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export function compileHints(): Plugin {
  return {
    name: 'yatri-compile-hints',
    apply: 'build',
    // Last: minification would drop the comment, and Vite puts its preload helper at the top of
    // a chunk in a hook of its own. The client build writes no source maps for the line to shift.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = `${COMPILE_HINT}\n${file.code}`
      },
    },
  }
}
