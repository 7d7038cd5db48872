import 'server-only'
/**
 * Sending one e-mail over SMTP with nodemailer. The outbox worker is the only caller; an SMTP
 * outage makes it retry later and never reaches the lead intake.
 */
import nodemailer from 'nodemailer'
import { env } from '@/config/env'

/** An iCalendar invite sent with a mail (mail_outbox.calendar): clients offer "Add to calendar". */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string }
/** A file sent with a mail, its bytes already read. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer }
export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string | null
  calendar?: MailCalendar | null
  attachments?: MailAttachment[]
}
export type MailSender = (message: MailMessage) => Promise<void>

/** Timeouts so a server that accepts and then hangs cannot hold the worker for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
  return async (message) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      // nodemailer adds it as the text/calendar alternative (with its METHOD) and as invite.ics.
      ...(message.calendar
        ? { icalEvent: { method: message.calendar.method, content: message.calendar.content } }
        : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          }
        : {}),
    })
  }
}

const holder = globalThis as typeof globalThis & { __poolsMailSender?: { url: string; send: MailSender } }

/** The sender for SMTP_URL, or null when it is not set (mail then waits in the outbox). */
export function configuredSender(): MailSender | null {
  const { SMTP_URL, MAIL_FROM } = env()
  if (!SMTP_URL) return null
  if (holder.__poolsMailSender?.url !== SMTP_URL) {
    holder.__poolsMailSender = { url: SMTP_URL, send: smtpSender(SMTP_URL, MAIL_FROM) }
  }
  return holder.__poolsMailSender.send
}
