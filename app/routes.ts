import { index, route, type RouteConfig } from '@react-router/dev/routes'

// The screens of SPEC.md section 2, then resource routes (data, feeds, files).
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('logout', 'routes/logout.ts'),
  route('NavComponent', 'routes/nav-component.tsx'),
  route('carlist', 'routes/carlist.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('about', 'routes/about.tsx'),
  route('reviews', 'routes/reviews.tsx'),
  route('personal-info', 'routes/personal-info.tsx'),
  route('booking-history', 'routes/booking-history.tsx'),
  route('feedback', 'routes/feedback.tsx'),
  route('servicesNav', 'routes/services-nav.tsx'),
  route('contactNav', 'routes/contact-nav.tsx'),
  route('aboutNav', 'routes/about-nav.tsx'),
  route('carlistNav', 'routes/carlist-nav.tsx'),
  route('admin-panel', 'routes/admin-panel.tsx'),
  route('loading-page', 'routes/loading-page.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),

  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('reviews/events', 'routes/reviews-events.ts'),
  route('api/contact', 'routes/api-contact.ts'),
  route('api/bookings', 'routes/api-bookings.ts'),
  route('api/me', 'routes/api-me.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
