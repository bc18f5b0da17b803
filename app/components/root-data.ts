import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { RootData } from '~/domain/root-data'

const RootDataContext = createContext<RootData | undefined>(undefined)

/**
 * Gives the root loader's data to every component below it (app/root.tsx). Read with React
 * Router's hook in each component, it re-rendered them all on every change of the router's
 * state; the data itself is the same object until the root loader runs again.
 */
export function RootDataProvider({ children }: { children: ReactNode }) {
  return createElement(RootDataContext, { value: useRouteLoaderData<RootData>('root') }, children)
}

/** The root loader's data (app/root.tsx), which any component may read. */
export function useRootData(): RootData {
  const data = useContext(RootDataContext)
  if (!data) throw new Error('Root data is missing')
  return data
}
