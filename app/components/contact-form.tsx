/** The Get In Touch form (SPEC.md §2 Contact). Placeholder until the contact feature lands. */
export function ContactForm({ source }: { source: 'home' | 'contact' | 'contactNav' }) {
  return <form className="form" data-source={source} aria-label="Get In Touch" />
}
