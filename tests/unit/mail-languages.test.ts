import { describe, expect, it } from 'vitest'
import {
  bookingConfirmationSubject,
  bookingNoticeSubject,
  contactMessageSubject,
  emailVerificationSubject,
  passwordResetSubject,
  readMailPayload,
  tripCancelledNoticeSubject,
  tripCancelledSubject,
  tripCompletedSubject,
  tripConfirmedSubject,
  tripDriverSubject,
  tripReminderSubject,
  writeMailPayload,
  type BookingMailDetails,
  type TripMailDetails,
} from '~/domain/mail'
import { renderQueuedMail } from '~/emails/render-mail'

// Issue 24: every mail in its recipient's language, the subject included (the payload's
// `lang`, decided when the mail is queued). Mails queued before mails had a language are English.

const business = { name: 'Yatri Tours & Travels', phone: '+91 98220 12345', email: 'bookings@yatri.example', address: 'Pune', whatsapp: '+91 98220 12345' }

const booking: BookingMailDetails = {
  id: 'bk_1',
  reference: 'YT-7K3M9Q',
  status: 'requested',
  name: 'Sunita Kulkarni',
  bookingFor: 'self',
  mobileNumber: '9822012345',
  pickupLocation: 'Swargate, Pune',
  dropoffLocation: 'Mahabaleshwar',
  carType: 'Toyota Innova',
  pickupDate: '2026-12-21',
  pickupTime: '06:30',
  aadhaarLast4: '1234',
  bookingDate: '2026-11-25',
  tripType: 'tour',
  returnDate: null,
  hours: null,
  travelNumber: null,
  tourSlug: 'ashtavinayak',
  passengers: 4,
  stops: '',
}

const trip: TripMailDetails = {
  reference: 'YT-7K3M9Q',
  name: 'Sunita Kulkarni',
  carType: 'Toyota Innova',
  pickupLocation: 'Swargate, Pune',
  dropoffLocation: 'Mahabaleshwar',
  pickupDate: '2026-12-21',
  pickupTime: '06:30',
  tripType: 'local',
  returnDate: null,
  hours: 8,
  travelNumber: null,
  tourSlug: null,
  passengers: null,
  stops: '',
  status: 'assigned',
  driver: { name: 'Ramesh Pawar', mobile: '9876543210' },
  vehicleNumber: 'MH 12 AB 1234',
}

const tripProps = { trip, account: { name: 'Sunita Kulkarni' }, business, tripUrl: 'https://yatri.example/booking-history/YT-7K3M9Q' }
const calendar = { filename: 'trip-YT-7K3M9Q.ics', method: 'PUBLISH' as const, content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }

function render(kind: string, props: object) {
  return renderQueuedMail({ kind, html: null, text: null, payload: JSON.stringify({ version: 1, ...props }) })
}

describe('mails in Marathi', () => {
  const lang = 'mr' as const

  it('booking confirmation: subject, greeting, labels, Marathi date and time, the tour by its Marathi name', () => {
    expect(bookingConfirmationSubject(booking, lang)).toBe('बुकिंग निश्चित: Toyota Innova, २१ डिसें, २०२६ रोजी')
    const { html, text } = render('booking-confirmation', { booking, account: { name: 'Sunita Kulkarni', email: 's@example.in' }, business, lang })
    expect(html).toContain('<html lang="mr-IN">')
    expect(html).toContain('<title>बुकिंग निश्चित: Toyota Innova, २१ डिसें, २०२६ रोजी</title>')
    expect(text).toContain('तुमची बुकिंग विनंती YT-7K3M9Q आम्हाला मिळाली आहे')
    expect(text).toContain('नमस्कार Sunita Kulkarni, Yatri Tours & Travels सोबत बुकिंग केल्याबद्दल धन्यवाद.')
    expect(text).toContain('पिकअपचे ठिकाण: Swargate, Pune')
    expect(text).toContain('पिकअपची तारीख: २१ डिसें, २०२६')
    expect(text).toContain('पिकअपची वेळ: ६:३० AM')
    expect(text).toContain('प्रवासाचा प्रकार: सहल: अष्टविनायक')
    expect(text).toContain('आधार कार्ड क्रमांक: XXXX XXXX 1234')
    expect(text).toMatch(/आम्हाला \+91 98220 12345 वर फोन करा/)
    expect(text).toContain('https://wa.me/919822012345')
    expect(text).toContain('तुमचा प्रवास सुखाचा होवो!')
    expect(text).not.toContain('Pickup location')
  })

  it('the owner notice, the contact message and the traveller-cancelled notice', () => {
    expect(bookingNoticeSubject(booking, lang)).toBe('नवीन बुकिंग: Toyota Innova, २१ डिसें, २०२६ रोजी ६:३० AM')
    const notice = render('booking-notice', { booking, account: { name: 'Sunita Kulkarni', email: 's@example.in' }, business, lang })
    expect(notice.text).toContain('Sunita Kulkarni (s@example.in) यांनी Toyota Innova बुक केली आहे.')
    expect(notice.html).toContain('href="mailto:s@example.in"')

    expect(contactMessageSubject('Anil', lang)).toBe('वेबसाइटवरून Anil यांचा नवीन संदेश')
    const contact = render('contact', {
      message: { name: 'Anil', email: 'anil@example.in', phone: '+91 90000 00000', message: 'Innova for Saturday?' },
      source: 'contactNav',
      receivedAt: '२५ नोव्हें, २०२६, १०:११ AM',
      business,
      lang,
    })
    expect(contact.text).toContain('वेबसाइटवरून नवीन संदेश')
    expect(contact.text).toContain('कुठून पाठवला: संपर्क पान (मेनू)')
    expect(contact.text).toContain('Innova for Saturday?')

    expect(tripCancelledNoticeSubject(trip, lang)).toBe('प्रवाशाने रद्द केले: YT-7K3M9Q, Toyota Innova, २१ डिसें, २०२६ रोजी')
    const cancelledNotice = render('trip-cancelled-notice', { ...tripProps, by: 'traveller', reason: 'Plans changed', lang })
    expect(cancelledNotice.text).toContain('Sunita Kulkarni यांनी २१ डिसें, २०२६, ६:३० AM चे बुकिंग YT-7K3M9Q वेबसाइटवर रद्द केले.')
    expect(cancelledNotice.text).toContain('Ramesh Pawar नेमले होते')
  })

  it('the trip mails', () => {
    expect(tripConfirmedSubject(trip, lang)).toBe('बुकिंग YT-7K3M9Q निश्चित: Toyota Innova, २१ डिसें, २०२६ रोजी')
    const confirmed = render('trip-confirmed', { ...tripProps, lang })
    expect(confirmed.text).toContain('तुमचा प्रवास निश्चित झाला आहे')
    expect(confirmed.text).toContain('स्थिती: चालक नेमला')
    expect(confirmed.text).toContain('प्रवासाचा प्रकार: स्थानिक (तासाप्रमाणे): 8 तास')
    expect(confirmed.text).toContain('तुमचा प्रवास केव्हाही पाहा: https://yatri.example/booking-history/YT-7K3M9Q')

    expect(tripDriverSubject(trip, lang)).toBe('बुकिंग YT-7K3M9Q: तुमचे चालक Ramesh Pawar (MH 12 AB 1234)')
    const driver = render('trip-driver', { ...tripProps, calendar, lang })
    expect(driver.text).toContain('२१ डिसें, २०२६, ६:३० AM साठी तुमचे चालक')
    expect(driver.text).toContain('गाडी क्रमांक: MH 12 AB 1234')
    expect(driver.attachments?.[0]?.filename).toBe('trip-YT-7K3M9Q.ics')

    expect(tripCancelledSubject(trip, lang)).toBe('बुकिंग YT-7K3M9Q रद्द: Toyota Innova, २१ डिसें, २०२६ रोजी')
    const byOwner = render('trip-cancelled', { ...tripProps, by: 'owner', reason: '', lang })
    expect(byOwner.text).toContain('चे बुकिंग YT-7K3M9Q Yatri Tours & Travels ने रद्द केले आहे.')
    const byTraveller = render('trip-cancelled', { ...tripProps, by: 'traveller', reason: 'Plans changed', lang })
    expect(byTraveller.text).toContain('तुम्ही आमच्या वेबसाइटवर रद्द केले आहे.')
    expect(byTraveller.text).toContain('दिलेले कारण:')

    expect(tripCompletedSubject(trip, lang)).toBe('बुकिंग YT-7K3M9Q पूर्ण: आमच्यासोबत प्रवास केल्याबद्दल धन्यवाद')
    const completed = render('trip-completed', { ...tripProps, feedbackUrl: 'https://yatri.example/feedback', lang })
    expect(completed.text).toContain('तुमचा अभिप्राय द्या: https://yatri.example/feedback')

    expect(tripReminderSubject(trip, lang)).toBe('आठवण: बुकिंग YT-7K3M9Q उद्या, २१ डिसें, २०२६, ६:३० AM')
    const reminder = render('trip-reminder', { ...tripProps, lang })
    expect(reminder.text).toContain('तुमची Toyota Innova तुम्हाला २१ डिसें, २०२६, ६:३० AM Swargate, Pune येथून घेईल.')
  })

  it('the account mails', () => {
    expect(passwordResetSubject(business.name, lang)).toBe('तुमचा Yatri Tours & Travels पासवर्ड बदला')
    expect(emailVerificationSubject(business.name, lang)).toBe('कृपया Yatri Tours & Travels साठी तुमचा ईमेल पत्ता पडताळा')
    const url = 'https://yatri.example/verify-email?token=abc'
    const verify = render('email-verification', { name: 'Sunita', url, validMinutes: 60, business, lang })
    expect(verify.text).toContain('नमस्कार Sunita,')
    expect(verify.text).toContain('ही लिंक 1 तास चालते.')
    expect(verify.text).toContain(`माझा ईमेल पत्ता पडताळा (${url})`)
    const reset = render('password-reset', { name: 'Sunita', url, validMinutes: 120, business, lang })
    expect(reset.text).toContain('ही लिंक एकदाच आणि 2 तास चालते.')
  })
})

describe('mails in Hindi', () => {
  const lang = 'hi' as const

  it('booking confirmation and owner notice', () => {
    expect(bookingConfirmationSubject(booking, lang)).toBe('बुकिंग पक्की: Toyota Innova, 21 दिस॰ 2026 को')
    const { html, text } = render('booking-confirmation', { booking, account: { name: 'Sunita Kulkarni', email: 's@example.in' }, business, lang })
    expect(html).toContain('<html lang="hi-IN">')
    expect(text).toContain('हमें आपका बुकिंग अनुरोध YT-7K3M9Q मिल गया है')
    expect(text).toContain('पिकअप की जगह: Swargate, Pune')
    expect(text).toContain('ड्रॉप की जगह: Mahabaleshwar')
    expect(text).toContain('यात्रा का प्रकार: टूर: अष्टविनायक')
    expect(text).toContain('आपकी यात्रा शुभ हो!')
    expect(bookingNoticeSubject(booking, lang)).toBe('नई बुकिंग: Toyota Innova, 21 दिस॰ 2026 को 6:30 am')
  })

  it('trip mails and account mails', () => {
    expect(tripDriverSubject(trip, lang)).toBe('बुकिंग YT-7K3M9Q: आपके ड्राइवर Ramesh Pawar हैं (MH 12 AB 1234)')
    const reminder = render('trip-reminder', { ...tripProps, lang })
    expect(reminder.text).toContain('आपकी यात्रा कल है')
    expect(reminder.text).toContain('स्थिति: ड्राइवर तय')
    expect(reminder.text).toContain('यात्रा का प्रकार: लोकल (घंटे के हिसाब से): 8 घंटे')
    const reset = render('password-reset', { name: 'Sunita', url: 'https://yatri.example/reset-password?token=x', validMinutes: 60, business, lang })
    expect(reset.text).toContain('अपना पासवर्ड बदलें')
    expect(reset.text).toContain('यह लिंक एक ही बार और 1 घंटे तक काम करता है।')
  })
})

describe('mails queued before mails had a language', () => {
  it('a payload without `lang` (or without a version) still renders, in English', () => {
    const old = renderQueuedMail({
      kind: 'booking-confirmation',
      html: null,
      text: null,
      // As the previous release wrote it: no `lang`.
      payload: JSON.stringify({ version: 1, booking, account: { name: 'Sunita Kulkarni', email: 's@example.in' }, business }),
    })
    expect(old.html).toContain('<html lang="en-IN">')
    expect(old.html).toContain('<title>Booking confirmed: Toyota Innova on 21 Dec 2026</title>')
    expect(old.text).toContain('We have your booking request YT-7K3M9Q')
    expect(old.text).toContain(
      "Namaste Sunita Kulkarni, thank you for booking with Yatri Tours & Travels. We will call you to confirm the booking, and send the driver's name",
    )
    expect(old.text).toContain('Pickup time: 6:30 AM')
    expect(old.text).toContain('Trip type: Tour: Ashtavinayak')
    expect(old.text).toMatch(/Call us on \+91 98220 12345 or message us on WhatsApp at \+919822012345 \(https:\/\/wa\.me\/919822012345\)\./)
    expect(old.text).toContain('Happy journey!')

    const unversioned = readMailPayload('trip-reminder', JSON.stringify(tripProps))
    expect(unversioned.lang).toBeUndefined()
    const reminder = renderQueuedMail({ kind: 'trip-reminder', html: null, text: null, payload: JSON.stringify(tripProps) })
    expect(reminder.text).toContain('Namaste Sunita Kulkarni, a reminder that your Toyota Innova picks you up 21 Dec 2026 at 6:30 AM at Swargate, Pune.')
    expect(reminder.text).toContain('Trip type: Local (hourly): 8 hours')
  })

  it('a language this version does not know is English rather than a failed mail', () => {
    const props = readMailPayload('trip-reminder', JSON.stringify({ version: 1, ...tripProps, lang: 'ta' }))
    expect(props.lang).toBeUndefined()
  })

  it('English subjects are as they were', () => {
    expect(bookingConfirmationSubject(booking)).toBe('Booking confirmed: Toyota Innova on 21 Dec 2026')
    expect(bookingNoticeSubject(booking)).toBe('New booking: Toyota Innova, 21 Dec 2026 at 6:30 AM')
    expect(contactMessageSubject('Anil')).toBe('New message from Anil via the website')
    expect(tripConfirmedSubject(trip)).toBe('Booking YT-7K3M9Q confirmed: Toyota Innova on 21 Dec 2026')
    expect(tripDriverSubject(trip)).toBe('Booking YT-7K3M9Q: your driver is Ramesh Pawar (MH 12 AB 1234)')
    expect(tripDriverSubject({ ...trip, driver: null, vehicleNumber: null })).toBe('Booking YT-7K3M9Q: your driver is assigned ()')
    expect(tripCancelledSubject(trip)).toBe('Booking YT-7K3M9Q cancelled: Toyota Innova on 21 Dec 2026')
    expect(tripCancelledNoticeSubject(trip)).toBe('Cancelled by the traveller: YT-7K3M9Q, Toyota Innova on 21 Dec 2026')
    expect(tripCompletedSubject(trip)).toBe('Booking YT-7K3M9Q completed: thank you for travelling with us')
    expect(tripReminderSubject(trip)).toBe('Reminder: booking YT-7K3M9Q tomorrow, 21 Dec 2026 at 6:30 AM')
    expect(tripReminderSubject({ ...trip, pickupTime: 'Flexible' })).toBe('Reminder: booking YT-7K3M9Q tomorrow, 21 Dec 2026')
    expect(passwordResetSubject(business.name)).toBe('Reset your Yatri Tours & Travels password')
    expect(emailVerificationSubject(business.name)).toBe('Please verify your e-mail address for Yatri Tours & Travels')
    // writeMailPayload keeps `lang` beside the version.
    expect(JSON.parse(writeMailPayload<'trip-reminder'>({ ...tripProps, lang: 'hi' }))).toMatchObject({ version: 1, lang: 'hi' })
  })
})
