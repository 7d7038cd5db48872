import 'server-only'
/** The payment instructions admins keep in settings (./payment-settings-form.ts), read fresh. */
import { eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { paymentSettings } from '@/db/schema'
import type { PaymentInstructions } from './payment-settings-form'

export const NO_PAYMENT_INSTRUCTIONS: PaymentInstructions = {
  checkPayableTo: '',
  checkMailingAddress: '',
  zelleRecipient: '',
  bankTransferDetails: '',
  notes: '',
}

export async function getPaymentInstructions(db?: Database): Promise<PaymentInstructions> {
  const handle = db ?? (await getDb())
  const [row] = await handle.select().from(paymentSettings).where(eq(paymentSettings.id, 1))
  if (!row) return NO_PAYMENT_INSTRUCTIONS
  return {
    checkPayableTo: row.checkPayableTo,
    checkMailingAddress: row.checkMailingAddress,
    zelleRecipient: row.zelleRecipient,
    bankTransferDetails: row.bankTransferDetails,
    notes: row.notes,
  }
}
