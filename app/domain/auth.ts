import type { Lang } from '~/i18n/languages'
import { msg } from '~/i18n/message'
import { z } from './zod'
import { isValidAadhaar } from './aadhaar'

/** The texts of docs/product.md §Accounts; tests compare them exactly. */
export const AUTH_MESSAGES = {
  email: msg('Enter a valid email address.'),
  password: msg('Password must be 8+ chars with uppercase, number & special char.'),
  passwordTooLong: msg('Password must be at most 128 characters.'),
  name: msg('Full Name is required.'),
  mobile: msg('Enter a valid 10-digit mobile number.'),
  address: msg('Address is required.'),
  pin: msg('PIN Code must be a 6-digit number.'),
  aadhaar: msg('Aadhar must be a 12-digit number.'),
  aadhaarInvalid: msg('Invalid Aadhar number.'),
  aadhaarVerified: msg('Aadhar Card verified successfully!'),
  confirmPassword: msg('Passwords do not match.'),
  verifyFirst: msg('Please verify your Aadhar Card before registering.'),
  registered: msg('User Registered Successfully!'),
  registrationFailed: msg('Registration failed. Please try again.'),
  emailTaken: msg('An account with this e-mail already exists. Please log in instead.'),
  loginOk: msg('Login Successful!'),
  adminLoginOk: msg('Admin Login Successful!'),
  loginFailed: msg('Invalid credentials. Please check your email and password.'),
  googleNew: msg('Google Sign-In Successful! Please complete your profile.'),
  googleFailed: msg('Google Sign-In Failed. Please try again.'),
  loggedOut: msg('Logged out successfully!'),
  blankNewPassword: msg('Please enter a new password.'),
  currentPasswordWrong: msg('Your current password is not correct.'),
  currentPasswordMissing: msg('Please enter your current password.'),
  passwordUpdated: msg('Password updated successfully'),
  passwordUpdateFailed: msg('Failed to update password. Please try again.'),
  deleteQuestion: msg('Are you sure you want to delete your account?'),
  deleted: msg('Account deleted successfully.'),
  deleteFailed: msg('Failed to delete account. Please try again.'),
  profileSaved: msg('Profile updated successfully.'),
  profileSaveFailed: msg('Failed to update profile. Please try again.'),
  noUserData: msg('No user data found.'),
  // docs/product.md §Recovery
  forgotAnswer: msg('If an account exists for that e-mail, we have sent a link to reset the password.'),
  resetDone: msg('Your password has been reset. Please log in with the new password.'),
  resetLinkInvalid: msg('This link has expired or has already been used. Please ask for a new one.'),
  resetFailed: msg('Failed to reset the password. Please try again.'),
  verifyNotice: msg('Please verify your e-mail address.'),
  verificationSent: msg('We have sent you a new verification e-mail.'),
  verified: msg('Thank you, your e-mail address is verified.'),
  verifyLinkInvalid: msg('This verification link has expired or is not valid. Use Resend on your account page for a new one.'),
  otherSessionsEnded: msg('You are signed out of all other devices.'),
  otherSessionsFailed: msg('Failed to sign out of other devices. Please try again.'),
} as const

/** Whole minutes until a rate limit lets the next attempt through, at least one (the refusals' {minutes}). */
export function waitMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000))
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#]).{8,}$/

export const emailField = z
  .string({ error: AUTH_MESSAGES.email })
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, AUTH_MESSAGES.email), z.regex(EMAIL_PATTERN, AUTH_MESSAGES.email))

// Trimmed at login (docs/product.md §Accounts) and therefore at registration too, so the two always agree.
export const passwordField = z
  .string({ error: AUTH_MESSAGES.password })
  .check(z.trim(), z.regex(PASSWORD_PATTERN, AUTH_MESSAGES.password), z.maxLength(128, AUTH_MESSAGES.passwordTooLong))

export const mobileField = z.string({ error: AUTH_MESSAGES.mobile }).check(z.trim(), z.regex(/^[6-9]\d{9}$/, AUTH_MESSAGES.mobile))
export const addressField = z
  .string({ error: AUTH_MESSAGES.address })
  .check(z.trim(), z.minLength(1, AUTH_MESSAGES.address), z.maxLength(300, msg('Address must be at most 300 characters.')))
export const pinField = z.string({ error: AUTH_MESSAGES.pin }).check(z.trim(), z.regex(/^\d{6}$/, AUTH_MESSAGES.pin))
export const aadhaarField = z
  .string({ error: AUTH_MESSAGES.aadhaar })
  .check(z.trim(), z.regex(/^\d{12}$/, AUTH_MESSAGES.aadhaar), z.refine(isValidAadhaar, AUTH_MESSAGES.aadhaarInvalid))

/** What the "Verify Aadhar Card" button checks: format, leading digit and Verhoeff digit. */
export function checkAadhaar(value: string): { ok: true } | { ok: false; message: string } {
  return isValidAadhaar(value.trim()) ? { ok: true } : { ok: false, message: AUTH_MESSAGES.aadhaarInvalid }
}

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
})
export type LoginInput = z.infer<typeof loginSchema>

/** The profile details a traveller gives (registration, and completing a Google profile). */
export const profileSchema = z.object({
  mobile: mobileField,
  address: addressField,
  pin: pinField,
  aadhaar: aadhaarField,
})

/**
 * Completing or editing the profile on the account page. With a number already on file the
 * Aadhaar field may be left blank to keep it.
 */
export function profileUpdateSchema({ hasAadhaar }: { hasAadhaar: boolean }) {
  return z.extend(profileSchema, {
    aadhaar: z.string({ error: AUTH_MESSAGES.aadhaar }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        if (value === '' && hasAadhaar) return
        const checked = aadhaarField.safeParse(value)
        if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? AUTH_MESSAGES.aadhaar })
      }),
    ),
  })
}
export type ProfileUpdate = { mobile: string; address: string; pin: string; aadhaar: string }

const accountFields = {
  name: z
    .string({ error: AUTH_MESSAGES.name })
    .check(z.trim(), z.minLength(1, AUTH_MESSAGES.name), z.maxLength(100, msg('Full Name must be at most 100 characters.'))),
  email: emailField,
  password: passwordField,
  mobile: mobileField,
  address: addressField,
  pin: pinField,
}

/**
 * Registration as the auth endpoint accepts it from any caller. The Aadhaar number is
 * checked when given; an account may exist without one (a Google sign-in makes such
 * accounts too) and adds it on the account page. The register form requires it.
 */
export const registrationSchema = z.object({
  ...accountFields,
  aadhaar: z.optional(
    z.string({ error: AUTH_MESSAGES.aadhaar }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        if (!value) return
        const checked = aadhaarField.safeParse(value)
        if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? AUTH_MESSAGES.aadhaar })
      }),
    ),
  ),
})
export type RegistrationInput = z.infer<typeof registrationSchema>

/**
 * The register form: every field required, the confirmation, and the verified flag. The
 * flag carries the number that was verified, so editing the number afterwards undoes it.
 */
export const registerFormSchema = z
  .object({
    ...accountFields,
    aadhaar: aadhaarField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPassword }).check(z.trim()),
    aadhaarVerified: z.optional(z.string()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.confirmPassword })
      }
    }),
  )

export function isAadhaarVerified(form: { aadhaar?: string | undefined; aadhaarVerified?: string | undefined }): boolean {
  const aadhaar = form.aadhaar?.trim() ?? ''
  return aadhaar !== '' && form.aadhaarVerified === aadhaar
}

/**
 * Change Password (docs/product.md §Accounts): the current password unless the account has none
 * (a Google-only account sets its first one). The server decides which, not the form.
 */
export function changePasswordSchema({ hasPassword }: { hasPassword: boolean }) {
  return z.object({
    currentPassword: hasPassword
      ? z
          .string({ error: AUTH_MESSAGES.currentPasswordMissing })
          .check(z.trim(), z.minLength(1, AUTH_MESSAGES.currentPasswordMissing), z.maxLength(128, AUTH_MESSAGES.currentPasswordWrong))
      : z.optional(z.string()),
    newPassword: z.pipe(z.string({ error: AUTH_MESSAGES.blankNewPassword }).check(z.trim(), z.minLength(1, AUTH_MESSAGES.blankNewPassword)), passwordField),
  })
}

/** /forgot-password: only the e-mail, under the login rule. */
export const forgotPasswordSchema = z.object({ email: emailField })

/** /reset-password: the token from the mail and a new password under the registration rule. */
export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.resetLinkInvalid), z.maxLength(200, AUTH_MESSAGES.resetLinkInvalid)),
    password: passwordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPassword }).check(z.trim()),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.confirmPassword, path: ['confirmPassword'] }))

/** Only same-site relative paths may be used as a place to return to after login. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  return to
}

/** The signed-in user as the pages see it; never carries secrets or the raw Aadhaar number. */
export type SessionUser = {
  id: string
  name: string
  email: string
  role: 'user' | 'admin'
  image: string | null
  language: Lang
}

/** A traveller's details as the Personal Info page shows them. */
export type Profile = {
  id: string
  name: string
  email: string
  mobile: string
  address: string
  pin: string
  /** XXXX XXXX 1234, or '' when none is on file. */
  aadhaarMasked: string
  hasPassword: boolean
  /** Whether the e-mail address has been confirmed through its verification link (or by Google). */
  emailVerified: boolean
  /** A Google first sign-in leaves these empty until the traveller fills them in. */
  complete: boolean
}
