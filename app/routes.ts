import { route, type RouteConfig } from '@react-router/dev/routes'

// Every page also lives under /hi/ and /mr/ (docs/decisions/0020-languages.md); the root
// loader turns any other prefix into a missing page. Resource routes have one address.
const page = (path: string, file: string) => route(`:lang?/${path}`, file)

// The pages of docs/product.md §Pages, then resource routes (data, feeds, files).

export default [
  route(':lang?', 'routes/home.tsx'),
  page('login', 'routes/login.tsx'),
  page('register', 'routes/register.tsx'),
  route('logout', 'routes/logout.ts'),
  page('NavComponent', 'routes/nav-component.tsx'),
  page('carlist', 'routes/carlist.tsx'),
  page('contact', 'routes/contact.tsx'),
  page('about', 'routes/about.tsx'),
  page('reviews', 'routes/reviews.tsx'),
  page('personal-info', 'routes/personal-info.tsx'),
  page('booking-history', 'routes/booking-history.tsx'),
  page('booking-history/:reference', 'routes/trip.tsx'),
  page('feedback', 'routes/feedback.tsx'),
  page('servicesNav', 'routes/services-nav.tsx'),
  page('contactNav', 'routes/contact-nav.tsx'),
  page('aboutNav', 'routes/about-nav.tsx'),
  page('carlistNav', 'routes/carlist-nav.tsx'),
  page('admin-panel', 'routes/admin-panel.tsx'),
  page('admin-panel/reviews', 'routes/admin-panel-reviews.tsx'),
  page('admin-panel/bookings/:reference', 'routes/admin-booking.tsx'),
  page('admin-panel/calendar', 'routes/admin-calendar.tsx'),
  page('admin-panel/drivers', 'routes/admin-drivers.tsx'),
  page('admin-panel/fleet', 'routes/admin-fleet.tsx'),
  page('admin-panel/new-booking', 'routes/admin-new-booking.tsx'),
  page('loading-page', 'routes/loading-page.tsx'),
  page('terms', 'routes/terms.tsx'),
  page('privacy', 'routes/privacy.tsx'),
  page('forgot-password', 'routes/forgot-password.tsx'),
  page('reset-password', 'routes/reset-password.tsx'),
  page('choose-language', 'routes/choose-language.tsx'),
  route('verify-email', 'routes/verify-email.ts'),

  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('manifest.webmanifest', 'routes/web-app-manifest.ts'),
  // One offline page per language: the service worker shows the one of the page asked for.
  route(':lang?/offline', 'routes/offline.ts'),
  route('language', 'routes/language.ts'),
  route('reviews/events', 'routes/reviews-events.ts'),
  route('api/contact', 'routes/api-contact.ts'),
  route('api/me', 'routes/api-me.ts'),
  route('personal-info/data', 'routes/personal-info-data.ts'),
  route('admin-panel/export.csv', 'routes/admin-panel-export.ts'),
  route('admin-panel/events', 'routes/admin-panel-events.ts'),
  route('booking-history/events', 'routes/booking-history-events.ts'),
  route('booking-history/:reference/calendar.ics', 'routes/trip-calendar.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
