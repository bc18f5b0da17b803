import { useRouteLoaderData } from 'react-router'
import type { RootData } from '~/domain/root-data'

/** The root loader's data (app/root.tsx), which any component may read. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root')
  if (!data) throw new Error('Root data is missing')
  return data
}
