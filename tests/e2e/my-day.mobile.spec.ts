import { test } from '@playwright/test'
import { useOwnAddress } from './admin-helpers'
import { repDay } from './my-day-helpers'

test('a rep’s day on the road (phone): the same day, thumb-sized', async ({ browser, page, context }) => {
  test.setTimeout(120_000)
  await useOwnAddress(context)
  await repDay(browser, page)
})
