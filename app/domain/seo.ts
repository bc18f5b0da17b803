type MetaInput = { title: string; description: string; path: string; publicUrl?: string; noindex?: boolean }

/** Title, description and OpenGraph tags for a page. */
export function pageMeta({ title, description, path, publicUrl = '', noindex = false }: MetaInput) {
  const url = `${publicUrl}${path}`
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${publicUrl}/images/slides/road-trip` },
    { property: 'og:locale', content: 'en_IN' },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
