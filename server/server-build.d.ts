// The app as React Router's Vite plugin compiles it; only the production build can import it.
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router'
  const build: ServerBuild
  export = build
}
