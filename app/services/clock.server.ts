import { findRuntime } from './runtime.server'

/**
 * "Now" for the business calendar: the day it is in BUSINESS_TIMEZONE decides which
 * bookings are past, today's or upcoming, the earliest pickup date and the export's file name.
 *
 * In production this is the system clock and nothing else (the offset is 0). End-to-end tests
 * of the admin panel seed bookings around "today" and must not race midnight in India, so a
 * server started with TEST_HOOKS=on and TEST_NOW=<ISO instant> starts its calendar clock at
 * that instant and lets it run on from there. TEST_NOW without TEST_HOOKS=on is ignored, so a
 * stray variable on a host cannot move the business calendar; the server logs a warning when
 * the test clock is on. Sessions, rate limits and mail retries keep the real clock. Without a
 * started runtime (models called directly by unit tests) it is the system clock.
 */
export function now(): Date {
  return new Date(Date.now() + (findRuntime()?.config.clockOffsetMs ?? 0))
}
