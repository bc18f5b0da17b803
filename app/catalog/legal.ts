import { msg } from '~/i18n/message'

// Terms & Conditions (/terms) and the privacy notice. Plain English, no prices,
// amounts or fees. "We" is the business named on the site; its contact details
// are configuration, so the text points to the Contact page rather than naming them.
// Each heading and paragraph is a message (app/i18n/catalogs/legal.ts has them in हिन्दी
// and मराठी); the pages translate them where they show them.

export type LegalSection = { heading: string; paragraphs: string[] }

/** Date both documents were last changed, as YYYY-MM-DD. */
export const LEGAL_UPDATED = '2026-11-25'

export const termsSections: LegalSection[] = [
  {
    heading: msg('About these terms'),
    paragraphs: [
      msg(
        'These terms apply to every car, cab and tour booked through this website or with us directly. “We” and “us” mean the travel business named on this website; “you” means the person making the booking and everyone travelling on it.',
      ),
      msg(
        'By confirming a booking you accept these terms on behalf of everyone in your group. If you book for someone else, please make sure they know them too.',
      ),
    ],
  },
  {
    heading: msg('Bookings and confirmation'),
    paragraphs: [
      msg(
        'A booking made on the website is a request until we confirm it. We confirm by phone, WhatsApp or e-mail, usually within a few hours, and tell you the driver’s name and the vehicle number before your pickup.',
      ),
      msg(
        'Please check the pickup place, date and time carefully. We plan the driver’s day around them, so a wrong address or time can make the car late or unavailable.',
      ),
      msg(
        'We send the car type you booked. If it becomes unavailable, for example after a breakdown, we will offer you a vehicle of the same size or larger, or let you cancel.',
      ),
    ],
  },
  {
    heading: msg('Identity at pickup'),
    paragraphs: [
      msg(
        'We ask for the traveller’s Aadhaar number when you book. At pickup, the main traveller shows their original Aadhaar card (or the mAadhaar app) to the driver, so we know the car is going to the right person.',
      ),
      msg(
        'The driver only looks at the card and hands it straight back; we do not photocopy or photograph it. If the details do not match the booking, the driver may decline the trip until we have spoken to you.',
      ),
    ],
  },
  {
    heading: msg('Changes and cancellation'),
    paragraphs: [
      msg(
        'Plans change, and we understand. To change or cancel a booking, call or message us as early as you can, and in any case before the driver sets out for your pickup.',
      ),
      msg(
        'We will do our best to accommodate a new date, time, route or vehicle, subject to availability. The cancellation terms for your trip are as agreed at booking.',
      ),
      msg('If we ever have to cancel, we will tell you as early as possible and help you find another vehicle.'),
    ],
  },
  {
    heading: msg('Waiting time'),
    paragraphs: [
      msg(
        'The driver arrives at the pickup point a few minutes before the booked time and waits for you. If you are running late, please call the driver or us so we can plan around it.',
      ),
      msg(
        'On local trips and transfers the driver may have another booking after yours, so a long delay can mean the car has to leave. For railway station and airport pickups we follow your train or flight and wait for a delayed arrival.',
      ),
    ],
  },
  {
    heading: msg('Luggage'),
    paragraphs: [
      msg(
        'Please carry only as much luggage as the car can hold safely with everyone seated. Tell us at booking if you have large bags, so we can send a vehicle with a roof carrier or more space.',
      ),
      msg(
        'Do not carry anything illegal, flammable or dangerous. Pets travel only if agreed at booking. Please keep valuables with you; check the car before you leave it, and call us at once if you have left something behind.',
      ),
    ],
  },
  {
    heading: msg('Passenger conduct and safety'),
    paragraphs: [
      msg(
        'No smoking, alcohol or drugs in the car, and please do not board under the influence. Everyone wears a seat belt, in front and in the back, as the law requires. For young children, please bring a child seat; the driver will help you fit it.',
      ),
      msg(
        'The driver is responsible for safe driving and will not speed, overload the car or drive on a road they judge unsafe. Please do not ask them to. The driver may stop the trip if a passenger behaves in a way that puts anyone at risk.',
      ),
      msg('If passengers damage the car or soil it badly, we will ask the person who booked to cover the cost of the repair or cleaning.'),
    ],
  },
  {
    heading: msg('Driver hours and night travel'),
    paragraphs: [
      msg(
        'Our drivers need proper rest to drive safely. On long journeys they take short breaks every few hours, and on multi-day trips they need a full night’s sleep; we plan the day’s driving with you to allow for this.',
      ),
      msg(
        'We avoid long night drives on ghat and hill roads, and may decline them in heavy rain or fog. In some hill areas, including the Char Dham route in Uttarakhand, local rules stop vehicles from driving at night.',
      ),
    ],
  },
  {
    heading: msg('Tolls, parking and permits'),
    paragraphs: [
      msg(
        'Road tolls, parking, state entry permits and taxes, and the driver’s stay and meals on outstation trips are handled as agreed at booking. Please ask us if anything is unclear before you confirm.',
      ),
      msg('Entry passes for temples, parks, boating, the Kaas Plateau and similar places are not part of the car booking unless agreed at booking.'),
    ],
  },
  {
    heading: msg('Breakdowns and delays'),
    paragraphs: [
      msg(
        'We service our vehicles regularly. If one breaks down, we will have it repaired on the spot or send a replacement as quickly as we reasonably can, and keep you informed.',
      ),
      msg(
        'We are not responsible for delays caused by traffic, weather, landslides, road closures, strikes, government orders or other events outside our control, but we will always help you make the best of them. For trains and flights, please leave a sensible margin of time.',
      ),
    ],
  },
  {
    heading: msg('Liability'),
    paragraphs: [
      msg('Our vehicles carry the insurance required by the Motor Vehicles Act, and any claim after an accident is handled under that insurance.'),
      msg(
        'We are responsible for providing the vehicle and driver as booked. We are not responsible for personal belongings left in the car, or for losses that arise from your own plans, such as missed connections, hotel bookings or darshan slots.',
      ),
      msg('Nothing in these terms takes away the rights you have as a consumer under Indian law.'),
    ],
  },
  {
    heading: msg('Your account'),
    paragraphs: [
      msg(
        'Keep your password to yourself and tell us straight away if you think someone else has used your account. Please keep your name, mobile number and address up to date on the Personal Info page.',
      ),
    ],
  },
  {
    heading: msg('Changes to these terms'),
    paragraphs: [
      msg(
        'We may update these terms from time to time. The date at the top shows when they last changed. A booking is governed by the terms in force when it was confirmed.',
      ),
    ],
  },
  {
    heading: msg('Governing law'),
    paragraphs: [
      msg(
        'These terms are governed by the laws of India. Any dispute that we cannot settle by talking it through is subject to the jurisdiction of the courts at Pune, Maharashtra.',
      ),
      msg('Questions or complaints? Write to us at the e-mail address on the Contact page and we will reply as soon as we can.'),
    ],
  },
]

export const privacySections: LegalSection[] = [
  {
    heading: msg('Who we are'),
    paragraphs: [
      msg(
        'This notice explains what personal data the travel business named on this website keeps about you, why, for how long, and how to have it deleted. You can reach us at the e-mail address on the Contact page.',
      ),
    ],
  },
  {
    heading: msg('What we keep'),
    paragraphs: [
      msg(
        'Your account: name, e-mail address (and whether you have confirmed it), mobile number, address and PIN code. Your password is never stored as written; we keep only a one-way hash of it. If you sign in with Google, we receive your name and e-mail address from Google.',
      ),
      msg(
        'Your Aadhaar number, if you enter it on your account or a booking. It is encrypted before it is stored, and after you enter it the website only ever shows it masked, as XXXX XXXX 1234, to you and to us.',
      ),
      msg('Your bookings: who is travelling and their mobile number, pickup and drop-off places, date, time, car type and the date you booked.'),
      msg(
        'Your feedback, which is shown on the website as a customer review under your name, and the messages you send through the contact form (name, e-mail, phone number and message).',
      ),
      msg(
        'Short-lived technical logs of requests to the website, used to keep it running and to stop abuse. They never contain your password or Aadhaar number.',
      ),
    ],
  },
  {
    heading: msg('Why we keep it'),
    paragraphs: [
      msg(
        'To take your bookings and carry them out: to confirm them, send the right car, and call you about your trip. The Aadhaar number is used only to check the traveller’s identity at pickup; we do not verify it with UIDAI or anyone else.',
      ),
      msg(
        'To show your booking history, publish your feedback as a review, answer your messages, keep the tax and accounting records the law requires, and keep the website secure.',
      ),
      msg('We do not use your data for advertising, and we do not send marketing messages.'),
    ],
  },
  {
    heading: msg('How long we keep it'),
    paragraphs: [
      msg('Account details and feedback: until you delete your account.'),
      msg('Bookings: for up to 8 years after the trip, for our tax and accounting records, or until you delete your account if that is sooner.'),
      msg('Contact messages: 2 years, then they are deleted.'),
      msg('Technical logs: only for as long as needed to run and protect the website, normally a few weeks.'),
    ],
  },
  {
    heading: msg('Who sees it'),
    paragraphs: [
      msg(
        'The owner of the business, and the driver assigned to your trip, who needs the traveller’s name, mobile number and pickup details. Our hosting and e-mail providers store and deliver data on our behalf and may not use it for anything else.',
      ),
      msg('We never sell your data or share it with advertisers. We disclose it to authorities only when the law requires us to.'),
    ],
  },
  {
    heading: msg('Your rights: see, correct, download and delete your data'),
    paragraphs: [
      msg('See: the Personal Info page shows the details we hold about you, and Booking History shows your bookings.'),
      msg('Correct: use Edit details on the Personal Info page to change your name, mobile number, address and PIN code at any time.'),
      msg(
        'Download: Download my data on the Personal Info page gives you a file (JSON) with your account details, your bookings and your feedback. The Aadhaar number in it is masked, as XXXX XXXX 1234.',
      ),
      msg(
        'Delete: to delete everything, use Delete Account on the Personal Info page. This removes your account, bookings, feedback and sign-in sessions straight away. You can also write to us at the e-mail address on the Contact page and we will do it for you. Contact-form messages are not linked to your account; write to us if you want one deleted before the 2 years are up.',
      ),
      msg(
        'You also have the rights given by the Digital Personal Data Protection Act, 2023, including to ask what we hold, to correct it, to have it erased and to raise a grievance. Write to us at the e-mail address on the Contact page.',
      ),
    ],
  },
  {
    heading: msg('Cookies'),
    paragraphs: [
      msg(
        'We only use the cookies needed to sign you in: a session cookie that keeps you logged in, set when you log in and removed when you log out or the session expires, and, while you sign in with Google, a short-lived security cookie for that step.',
      ),
      msg(
        'There are no analytics, advertising or tracking cookies, and no third-party trackers. If you choose to sign in with Google, Google’s own privacy policy applies to that step.',
      ),
    ],
  },
  {
    heading: msg('Security'),
    paragraphs: [
      msg(
        'Passwords are stored only as one-way hashes, and Aadhaar numbers are encrypted with a key kept separately from the database. Access to booking and customer data is limited to the owner’s account.',
      ),
    ],
  },
  {
    heading: msg('Changes to this notice'),
    paragraphs: [msg('If we change how we use your data, we will update this notice and the date at the top. Please contact us with any questions.')],
  },
]
