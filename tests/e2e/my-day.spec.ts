import { test } from '@playwright/test'
import { useOwnAddress } from './admin-helpers'
import { repDay } from './my-day-helpers'

test('a rep’s day at a desk: log in → My day → open a lead → set a follow-up → on My day → done → won', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await useOwnAddress(context)
  await repDay(browser, page)
})
