/**
 * Crawlers, link previewers, monitors and scripts that should not count as visits. Real browsers
 * always send a user agent, so a missing one counts as a bot too.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|vkshare|w3c_validator|whatsapp\/|skypeuripreview|lighthouse|pagespeed|pingdom|uptimerobot|statuscake|phantomjs|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|curl\/|wget|libwww|httpclient|axios|node-fetch|undici|postman|insomnia|scrapy|ahrefs|semrush|mj12|dotbot|petalbot|bytespider|gptbot|claudebot|ccbot|perplexity/i

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true
  return BOT_PATTERN.test(userAgent)
}
