import { describe, expect, it } from 'vitest'
import { adminQueryString, orNotAvailable, parseAdminQuery } from '~/domain/admin'
import { csvCell, csvLine, exportFileName } from '~/models/admin-export.server'

describe('CSV cells', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('Rahul Sharma')).toBe('Rahul Sharma')
    expect(csvCell(12)).toBe('12')
    expect(csvCell('')).toBe('')
  })
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Kothrud, Pune')).toBe('"Kothrud, Pune"')
    expect(csvCell('The "big" car')).toBe('"The ""big"" car"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"')
  })
  it('keeps anything a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(csvCell('+919822012345')).toBe("'+919822012345")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('a=b')).toBe('a=b')
  })
  it('ends every line with CRLF', () => {
    expect(csvLine([1, 'Pune, MH', '=1'])).toBe(`1,"Pune, MH",'=1\r\n`)
  })
  it('names the file after the view and the day', () => {
    expect(exportFileName('upcoming', '2026-11-21')).toBe('yatri-today-upcoming-bookings-2026-11-21.csv')
    expect(exportFileName('customers', '2026-11-21')).toBe('yatri-customer-details-2026-11-21.csv')
  })
})

describe('admin panel query', () => {
  it('reads the view, page and search from the URL', () => {
    expect(parseAdminQuery(new URLSearchParams('view=past&page=3&q=%20pune%20'))).toEqual({ view: 'past', page: 3, search: 'pune' })
  })
  it('falls back quietly on anything unknown', () => {
    expect(parseAdminQuery(new URLSearchParams(''))).toEqual({ view: null, page: 1, search: '' })
    expect(parseAdminQuery(new URLSearchParams('view=secrets&page=-4&q='))).toEqual({ view: null, page: 1, search: '' })
    expect(parseAdminQuery(new URLSearchParams('view=upcoming&page=abc'))).toEqual({ view: 'upcoming', page: 1, search: '' })
    expect(parseAdminQuery(new URLSearchParams(`view=customers&q=${'x'.repeat(500)}`)).search).toHaveLength(100)
  })
  it('writes short, shareable URLs', () => {
    expect(adminQueryString({ view: 'upcoming' })).toBe('view=upcoming')
    expect(adminQueryString({ view: 'past', page: 2, search: 'Pune Station' })).toBe('view=past&q=Pune+Station&page=2')
  })
  it('shows N/A for missing values', () => {
    expect(orNotAvailable('')).toBe('N/A')
    expect(orNotAvailable('   ')).toBe('N/A')
    expect(orNotAvailable(null)).toBe('N/A')
    expect(orNotAvailable('Not Available')).toBe('N/A')
    expect(orNotAvailable(' Pune ')).toBe('Pune')
  })
})
