import { describe, expect, it } from 'vitest'
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerFormSchema,
  registrationSchema,
  safeRedirect,
  isAadhaarVerified,
} from '~/domain/auth'
import { withVerhoeffDigit } from '~/domain/aadhaar'
import { fieldErrors } from '~/domain/form'
import { isSameOrigin } from '~/services/csrf.server'
import { validAadhaar } from '../support/aadhaar'

const good = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  password: 'Safar@2026',
  confirmPassword: 'Safar@2026',
  mobile: '9876543210',
  address: '12 MG Road, Pune',
  pin: '411001',
  aadhaar: withVerhoeffDigit('23456789012'),
}

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? {} : fieldErrors(result.error as never)
}

describe('the register form rules (docs/product.md §Accounts)', () => {
  it('accepts good details and normalises the e-mail', () => {
    const parsed = registerFormSchema.parse({ ...good, email: '  Priya@Example.IN ' })
    expect(parsed.email).toBe('priya@example.in')
  })

  it.each([
    ['name', '   ', AUTH_MESSAGES.name],
    ['email', 'priya@', AUTH_MESSAGES.email],
    ['mobile', '5876543210', AUTH_MESSAGES.mobile],
    ['mobile', '987654321', AUTH_MESSAGES.mobile],
    ['address', '', AUTH_MESSAGES.address],
    ['pin', '41100', AUTH_MESSAGES.pin],
    ['aadhaar', '23456789012', AUTH_MESSAGES.aadhaar],
    ['aadhaar', '123456789012', AUTH_MESSAGES.aadhaarInvalid],
    ['password', 'safar@2026', AUTH_MESSAGES.password],
    ['password', 'Safar2026', AUTH_MESSAGES.password],
    ['password', 'Safar@ab', AUTH_MESSAGES.password],
    ['password', 'Sa@1', AUTH_MESSAGES.password],
  ])('%s = %j gives its message', (field, value, message) => {
    const errors = errorsOf(registerFormSchema, { ...good, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) })
    expect(errors[field]).toBe(message)
  })

  it('needs the confirmation to match', () => {
    expect(errorsOf(registerFormSchema, { ...good, confirmPassword: 'Safar@2027' }).confirmPassword).toBe(AUTH_MESSAGES.confirmPassword)
  })

  it('counts the Aadhaar number as verified only if it is the one that was verified', () => {
    expect(isAadhaarVerified({ aadhaar: good.aadhaar, aadhaarVerified: good.aadhaar })).toBe(true)
    expect(isAadhaarVerified({ aadhaar: good.aadhaar, aadhaarVerified: validAadhaar('other') })).toBe(false)
    expect(isAadhaarVerified({ aadhaar: good.aadhaar })).toBe(false)
  })

  it('lets the endpoint register without an Aadhaar number but never with a bad one', () => {
    const { confirmPassword: _c, ...api } = good
    expect(registrationSchema.safeParse({ ...api, aadhaar: undefined }).success).toBe(true)
    expect(errorsOf(registrationSchema, { ...api, aadhaar: '2345' }).aadhaar).toBe(AUTH_MESSAGES.aadhaar)
    expect(errorsOf(registrationSchema, { ...api, aadhaar: '123456789012' }).aadhaar).toBe(AUTH_MESSAGES.aadhaarInvalid)
  })
})

describe('login', () => {
  it('trims the e-mail and the password', () => {
    expect(loginSchema.parse({ email: '  Priya@Example.in ', password: ' Safar@2026 ' })).toEqual({ email: 'priya@example.in', password: 'Safar@2026' })
  })
})

describe('the account page', () => {
  it('asks for a new password, then applies the registration rule', () => {
    const schema = changePasswordSchema({ hasPassword: true })
    expect(errorsOf(schema, { currentPassword: 'Safar@2026', newPassword: '  ' }).newPassword).toBe(AUTH_MESSAGES.blankNewPassword)
    expect(errorsOf(schema, { currentPassword: 'Safar@2026', newPassword: 'weak' }).newPassword).toBe(AUTH_MESSAGES.password)
    expect(errorsOf(schema, { newPassword: 'Strong@2026' }).currentPassword).toBe(AUTH_MESSAGES.currentPasswordMissing)
    // No password is longer than 128 characters, so an over-long one is wrong like any other, in the reader's language.
    expect(errorsOf(schema, { currentPassword: 'x'.repeat(129), newPassword: 'Strong@2026' }).currentPassword).toBe(AUTH_MESSAGES.currentPasswordWrong)
    expect(changePasswordSchema({ hasPassword: false }).safeParse({ newPassword: 'Strong@2026' }).success).toBe(true)
  })

  it('keeps an Aadhaar number on file when the field is left blank, and only then', () => {
    const details = { mobile: '9876543210', address: 'Pune', pin: '411001', aadhaar: '' }
    expect(profileUpdateSchema({ hasAadhaar: true }).safeParse(details).success).toBe(true)
    expect(errorsOf(profileUpdateSchema({ hasAadhaar: false }), details).aadhaar).toBe(AUTH_MESSAGES.aadhaar)
  })
})

describe('safe places to return to', () => {
  it.each([
    ['/personal-info', '/personal-info'],
    ['/carlistNav?book=1', '/carlistNav?book=1'],
    ['https://evil.example/', '/fallback'],
    ['//evil.example/', '/fallback'],
    ['/\\evil.example', '/fallback'],
    [null, '/fallback'],
  ])('%j → %j', (to, expected) => {
    expect(safeRedirect(to, '/fallback')).toBe(expected)
  })
})

describe('the same-origin check for our actions', () => {
  const site = 'https://yatri.example'
  const post = (headers: Record<string, string>) => new Request('https://yatri.example/login', { method: 'POST', headers })

  it('lets our own pages and non-browser clients through', () => {
    expect(isSameOrigin(post({ Origin: site }), site)).toBe(true)
    expect(isSameOrigin(post({ 'Sec-Fetch-Site': 'same-origin' }), site)).toBe(true)
    expect(isSameOrigin(post({}), site)).toBe(true)
    // The address the browser used (Host), e.g. 127.0.0.1 instead of localhost.
    expect(
      isSameOrigin(
        new Request('http://127.0.0.1:3000/login', { method: 'POST', headers: { Origin: 'http://127.0.0.1:3000', Host: '127.0.0.1:3000' } }),
        'http://localhost:3000',
      ),
    ).toBe(true)
  })

  it('refuses other sites, opaque origins and cross-site fetch metadata', () => {
    expect(isSameOrigin(post({ Origin: 'https://evil.example' }), site)).toBe(false)
    expect(isSameOrigin(post({ Origin: 'null' }), site)).toBe(false)
    expect(isSameOrigin(post({ 'Sec-Fetch-Site': 'cross-site' }), site)).toBe(false)
    expect(isSameOrigin(post({ 'Sec-Fetch-Site': 'same-site' }), site)).toBe(false)
  })

  it('never blocks reads', () => {
    expect(isSameOrigin(new Request(site, { headers: { Origin: 'https://evil.example' } }), site)).toBe(true)
  })
})
