export type ClientManifest = {
  url: string
  entry: { module: string; imports: string[]; css?: string[] }
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[]; css?: string[] }>
}
export function readClientManifest(clientDir?: string): ClientManifest
export function firstLoadUrls(routeId: string, clientDir?: string): { scripts: string[]; styles: string[] }
export function firstLoadFiles(routeId: string, clientDir?: string): { scripts: string[]; styles: string[] }
