/** Copy of /design: what the design tool offers and the price teaser around it. */
export const DESIGN_PAGE = {
  title: 'Design Your Pool',
  intro:
    'Pick a size and a finish colour to see a starting price, browse the pools we offer in that size, then get a free estimate for the pool you have in mind.',
  stepsTitle: 'How Designing Your Pool Works',
  steps: [
    {
      title: 'Choose the size',
      text: 'From an 8x12 plunge pool for a courtyard to a 20x40 family pool with room for laps.',
    },
    {
      title: 'Pick the shape',
      text: 'Clean-lined rectangles and Roman ends, or freeform and kidney curves that suit a tropical yard.',
    },
    {
      title: 'Select a finish colour',
      text: 'Six gelcoat colours, from bright Pearl White to deep Night Sky, each colouring the water differently.',
    },
    {
      title: 'Add the extras',
      text: 'Tanning ledges, built-in spas, LED lighting, bubblers, heaters and the deck material around it all.',
    },
  ],
  teaserTitle: 'Price Your Pool',
  ctaTitle: 'Turn Your Design Into a Real Quote',
  ctaText:
    'A specialist from your nearest office measures your yard, checks access and permits, and gives you a written all-inclusive price, free.',
  ctaLabel: 'Get Your Free Estimate',
  ctaHref: '/estimate?sourcePage=design',
  browseLabel: 'Browse All Pools',
} as const
