import { describe, expect, it } from 'vitest'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { pageMeta } from '~/domain/seo'
import { langOfPath, LOCALES, localePath, stripLang } from '~/i18n/languages'
import { fillIn, msg, translate } from '~/i18n/message'
import { makeTranslator } from '~/i18n/use-t'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

describe('language addresses', () => {
  it('puts a page under its language prefix and takes it off again', () => {
    expect(localePath('mr', '/carlistNav')).toBe('/mr/carlistNav')
    expect(localePath('hi', '/')).toBe('/hi')
    expect(localePath('hi', '/mr/login?redirectTo=%2Ffeedback')).toBe('/hi/login?redirectTo=%2Ffeedback')
    expect(localePath('en', '/mr/carlistNav')).toBe('/mr/carlistNav')
    expect(localePath('mr', 'https://elsewhere.example/')).toBe('https://elsewhere.example/')
    expect(stripLang('/mr')).toBe('/')
    expect(stripLang('/hi/booking-history/ABC')).toBe('/booking-history/ABC')
    expect(stripLang('/history')).toBe('/history')
    expect(stripLang('/hindi/x')).toBe('/hindi/x')
    expect(langOfPath('/mr/terms')).toBe('mr')
    expect(langOfPath('/mri')).toBe('en')
  })
})

describe('numbers in each language', () => {
  it('writes every number as Intl does for the language, small counts without Intl', () => {
    const values = [0, 1, 7, 12, 99, 100, 999, -7, 1000, 12345, 123456, 1.5]
    for (const lang of ['en', 'hi', 'mr'] as const) {
      const t = makeTranslator(lang, {})
      const intl = new Intl.NumberFormat(LOCALES[lang])
      for (const value of values) expect(t.n(value), `${lang} ${value}`).toBe(intl.format(value))
    }
    expect(makeTranslator('mr', {}).n(12)).toBe('१२')
  })
})

describe('messages', () => {
  it('carries values with a message and fills them in the language it is shown in', () => {
    const message = msg('Up to {seats} travellers in a {car}.', { seats: 7, car: 'Toyota Innova' })
    expect(translate('en', {}, message)).toBe('Up to 7 travellers in a Toyota Innova.')
    expect(translate('mr', { 'Up to {seats} travellers in a {car}.': '{car} मध्ये {seats} प्रवासी.' }, message)).toBe('Toyota Innova मध्ये 7 प्रवासी.')
  })

  it('shows English and reports the gap when a language lacks a message', () => {
    const gaps: string[] = []
    expect(translate('hi', {}, 'Book Now', undefined, (id) => gaps.push(id))).toBe('Book Now')
    expect(gaps).toEqual(['Book Now'])
    expect(fillIn('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })
})

describe('messages with markup', () => {
  it('draws the message’s own tags and keeps a value that looks like markup as text', () => {
    const t = makeTranslator('en', {})
    const html = renderToStaticMarkup(
      createElement(
        'p',
        null,
        t.rich('{name} has booked. <link>Reply</link>', { link: (c) => createElement('a', { href: '/x' }, c) }, { name: '<script>x</script>' }),
      ),
    )
    expect(html).toBe('<p>&lt;script&gt;x&lt;/script&gt; has booked. <a href="/x">Reply</a></p>')
  })
})

describe('dates in each language', () => {
  it('keeps the English form and writes Hindi and Marathi as those languages do', () => {
    expect(formatIndianDate('2026-11-21')).toBe('21 Nov 2026')
    expect(formatIndianDate('2026-11-21', 'mr')).toBe('२१ नोव्हें, २०२६')
    expect(formatIndianDate('2026-11-21', 'hi')).toMatch(/^21 नव/)
    expect(formatTime('14:30')).toBe('2:30 PM')
    expect(formatTime('14:30', 'mr')).toMatch(/^२:३०/)
  })
})

describe('page meta in each language', () => {
  const matches = (lang: string) => [{ id: 'root', loaderData: { publicUrl: 'https://yatri.example', business: { name: 'Yatri' }, lang } }]

  it('names the page in each language and points search engines at the other two', () => {
    const tags = pageMeta({ title: 'गाड्या', description: 'd', path: '/mr/carlistNav', matches: matches('mr') })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://yatri.example/mr/carlistNav' })
    expect(tags).toContainEqual({ property: 'og:locale', content: 'mr_IN' })
    const alternates = tags.filter((t) => 'rel' in t && t.rel === 'alternate').map((t) => [(t as { hrefLang: string }).hrefLang, (t as { href: string }).href])
    expect(alternates).toEqual([
      ['en-IN', 'https://yatri.example/carlistNav'],
      ['hi-IN', 'https://yatri.example/hi/carlistNav'],
      ['mr-IN', 'https://yatri.example/mr/carlistNav'],
    ])
  })

  it('localises a path given without its prefix', () => {
    const tags = pageMeta({ title: 't', description: 'd', path: '/', matches: matches('hi') })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://yatri.example/hi' })
  })
})
