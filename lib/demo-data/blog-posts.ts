/** The demo blog articles: markdown bodies about fiberglass pools in Florida. */
import { INSTALLATION_TEXTS, PERMITS } from '@/content/marketing'

export type BlogPostSpec = {
  slug: string
  title: string
  excerpt: string
  category: string
  tags: string[]
  author: string
  /** 'published' posts are dated this many days ago; 'scheduled' ones go out this many days ahead. */
  status: 'published' | 'draft' | 'scheduled'
  daysFromNow: number
  content: string
}

export const BLOG_POST_SPECS: BlogPostSpec[] = [
  {
    slug: 'how-much-does-a-fiberglass-pool-cost-in-florida',
    title: 'How Much Does a Fiberglass Pool Cost in Florida?',
    excerpt:
      'A plain-English breakdown of what a fiberglass pool costs in Florida, from the shell to the deck, permits and the extras people forget.',
    category: 'Costs & Financing',
    tags: ['cost', 'budget', 'fiberglass pools', 'florida'],
    author: 'Dan Whitaker',
    status: 'published',
    daysFromNow: -12,
    content: `Most Florida homeowners we meet have one question before any other: what will this really cost? The honest answer is that a complete fiberglass pool project in Central and South Florida usually lands between **$42,000 and $95,000**, and where you fall in that range depends on four things.

## 1. The shell

The pool shell is the single biggest line item. A plunge pool around 8 by 12 feet sits at the low end, a family pool around 16 by 32 feet in the middle, and a 20 by 40 foot shell with a built-in spa at the top. Shell prices include the gelcoat finish you choose, so a Sapphire Blue or Pearl White pool costs the same as a standard white one.

## 2. Site work and installation

Excavation, crane delivery, gravel backfill, plumbing and electrical bonding are included in our packages. What changes the price is the site itself:

- **Access.** The crane needs a path at least 8 feet wide, or a longer boom.
- **Water table.** Coastal lots often need dewatering pumps during the dig.
- **Soil.** Sugar sand is easy to dig; rock and clay take longer.

## 3. Deck, screen and finishing

A basic broom-finish concrete deck is part of the package. Pavers, travertine, a new screen enclosure or a raised bond beam are upgrades, and they are where budgets grow fastest. We price each one separately so you can decide.

## 4. Permits and inspections

County permits, engineered drawings and inspections typically cost ${PERMITS.separateCostText} when you buy them separately. ${PERMITS.includedText}: we pull the permits and meet the inspectors for you.

## The bottom line

Ask any builder for a written, itemized quote that includes the deck, permits and startup chemicals. Ours always does, and the price you sign is the price you pay. [Request a free estimate](/estimate) and we will walk your yard with you.`,
  },
  {
    slug: 'fiberglass-vs-concrete-pools-in-florida',
    title: 'Fiberglass vs. Concrete Pools in Florida: An Honest Comparison',
    excerpt:
      'Concrete can take any shape; fiberglass installs in days and costs less to keep. Here is how the two compare in the Florida climate.',
    category: 'Pool Buying Guide',
    tags: ['fiberglass vs concrete', 'comparison', 'maintenance'],
    author: 'Maria Alvarez',
    status: 'published',
    daysFromNow: -34,
    content: `Concrete (gunite) pools have been the Florida default for decades, so it is fair to ask why so many homeowners now choose fiberglass. Both are good pools. They simply trade different things.

## Installation time

A concrete pool takes 8 to 12 weeks of forming, spraying, curing and plastering, and every rainy afternoon pushes the schedule. A fiberglass shell is built in a factory and set in one day; most of our installations take **${INSTALLATION_TEXTS.typicalDaysOnSite}** once the permit is approved and the shell delivered.

## Surface and chemicals

Plaster is porous. Algae finds a home in it, and the water needs more chlorine and acid to stay balanced. Fiberglass gelcoat is smooth and non-porous, so owners typically use up to **50% fewer chemicals** and brush far less.

## Long-term cost

Concrete pools need acid washing every few years and replastering roughly every 10 to 15 years, often $10,000 or more. A fiberglass shell does not need replastering. Over twenty years the lower upkeep usually covers any difference in the purchase price.

## Where concrete still wins

- **Unlimited shapes and sizes.** If you want a 60-foot infinity edge, concrete is the answer.
- **Very deep diving wells.** Fiberglass shells are limited by what can travel on a truck.

## Our take

For most Florida families who want a 12 by 24 to 20 by 40 foot pool, fiberglass is faster to install, cheaper to own and more comfortable under bare feet. Browse [our pool collection](/pools) to see the shapes available.`,
  },
  {
    slug: 'what-to-expect-during-fiberglass-pool-installation',
    title: 'What to Expect During Your Fiberglass Pool Installation',
    excerpt:
      'From excavation to the first swim: a day-by-day look at how a fiberglass pool goes into a Florida backyard.',
    category: 'Installation',
    tags: ['installation', 'timeline', 'what to expect'],
    author: 'Dan Whitaker',
    status: 'published',
    daysFromNow: -58,
    content: `Once your permit is approved and the shell has been delivered, the work in your yard moves fast. Here is what a typical installation looks like.

## Day 1: Excavation

The crew marks the layout, protects your lawn with plywood paths and digs the hole about a foot larger than the shell on every side. Spoil is either spread on site or hauled away.

## Day 2: Setting the shell

A crane lifts the shell over the house or fence and lowers it onto a compacted gravel base. We level it to within a quarter inch, then check again.

## Day 3: Plumbing

Return lines, skimmer, main drain and the equipment pad are plumbed and pressure tested before anything is buried.

## Day 4: Backfill

Gravel goes in around the shell in **6-inch lifts** while the pool is filled with water at the same pace, so pressure stays equal on both sides of the wall.

## Day 5: Coping and deck

The bond beam is poured, coping is set, and the deck is formed and finished.

## Day 6: Startup

Equipment is started, the water is balanced and we walk you through the pool, the pump and the automation.

## Things that affect the schedule

- Heavy rain can pause excavation for a day or two.
- Inspections are booked by the county, not by us.
- Screen enclosures and landscaping are scheduled after the pool is finished.

See the full [installation timeline](/installation) for photos of each step.`,
  },
  {
    slug: 'florida-pool-permits-explained',
    title: 'Florida Pool Permits Explained',
    excerpt:
      'Building permits, barrier rules, HOA approval and inspections: what Florida counties require before and after a pool goes in.',
    category: 'Installation',
    tags: ['permits', 'inspections', 'HOA', 'safety'],
    author: 'Maria Alvarez',
    status: 'published',
    daysFromNow: -83,
    content: `Every in-ground pool in Florida needs a building permit, and the rules come from both the Florida Building Code and your county or city. Here is what to expect.

## What the permit package includes

- A site plan showing the pool, deck and setbacks from property lines and easements.
- Engineered drawings of the shell and its installation.
- Electrical plans for bonding, lighting and equipment.
- A barrier plan that meets the **Residential Swimming Pool Safety Act**.

## Barrier requirements

Florida requires at least one approved safety feature: a fence or screen enclosure at least 4 feet high with self-latching gates, an approved safety cover, exit alarms on doors to the pool, or self-closing door hardware. Many homeowners combine a screen enclosure with door alarms.

## HOA approval

If you live in a community with a homeowners association, submit the same plans to the architectural review board first. Approval usually takes two to four weeks.

## Inspections

Expect several inspections: the steel or bonding grid, the plumbing pressure test, the electrical work and a final inspection that checks the barrier. We schedule them and meet the inspector on site.

## How long it takes

Permits take anywhere from one week to three months depending on the county. Marion and Lake counties are usually quick; some coastal municipalities take longer. We submit the package as soon as you sign, so the shell is ready when the permit is.`,
  },
  {
    slug: 'caring-for-your-fiberglass-pool-in-the-florida-summer',
    title: 'Caring for Your Fiberglass Pool in the Florida Summer',
    excerpt:
      'Heat, afternoon storms and pollen all test pool chemistry. A simple weekly routine keeps a fiberglass pool clear all summer.',
    category: 'Maintenance & Care',
    tags: ['maintenance', 'water chemistry', 'summer'],
    author: 'Chris Nguyen',
    status: 'published',
    daysFromNow: -110,
    content: `Florida summers are hard on pool water: 90-degree days, daily thunderstorms and heavy use. The good news is that a fiberglass pool makes the job much easier. A short weekly routine is all it takes.

## Test twice a week

Aim for these ranges:

- **Free chlorine:** 2 to 4 ppm (salt systems: check the cell output setting).
- **pH:** 7.2 to 7.6.
- **Total alkalinity:** 80 to 120 ppm.
- **Calcium hardness:** 150 to 250 ppm. Fiberglass does not need the high calcium that plaster does.

## After a storm

Rain dilutes chlorine and washes in debris and fertilizer. Skim, empty the skimmer basket, test and add chlorine if it has dropped below 2 ppm.

## Brush less, but do brush

The smooth gelcoat gives algae little to grip, so a light weekly brush of the steps and benches is usually enough. Use a soft nylon brush, never a steel one.

## Run the pump long enough

In summer, run the pump long enough to turn the water over at least once a day, typically 8 to 10 hours with a variable-speed pump on a low setting.

## Watch for stains

Metals from well water and some algaecides can stain gelcoat. Use a metal sequestrant if you fill from a well, and ask us before using any product labelled for plaster pools.`,
  },
  {
    slug: 'choosing-the-right-pool-color',
    title: 'Choosing the Right Pool Color for Your Florida Home',
    excerpt:
      'Sapphire Blue, Pearl White or Night Sky? How gelcoat color changes the look of the water, and how to choose one you will love.',
    category: 'Pool Buying Guide',
    tags: ['colors', 'design', 'gelcoat'],
    author: 'Chris Nguyen',
    status: 'published',
    daysFromNow: -141,
    content: `The color of a fiberglass pool is not the color of the water, but it decides how the water looks. Under the bright Florida sun the difference between finishes is dramatic.

## Light finishes

**Pearl White** gives brilliant turquoise water, like Caribbean shallows. It shows the pool's shape clearly and looks cheerful in any light. It also makes it easy to see debris on the floor.

## Classic blues

**Ocean Blue** is the traditional swimming-pool look, and **Sapphire Blue**, our most popular finish, gives a deeper royal blue that still reads clear and inviting.

## Dark and natural tones

- **Night Sky** turns the pool into a mirror that reflects palms and sky, beautiful at dusk.
- **Shale Gray** gives a calm blue-green that suits modern architecture.
- **Coastal Bronze** creates a lagoon look that blends with rock, pavers and tropical planting.

Darker finishes also absorb more sun and keep the water a degree or two warmer in spring and fall.

## How to decide

Look at the colors in daylight, outdoors, next to your deck material. Ask to see photos of finished pools rather than small chips. And consider the house: crisp modern homes often pair well with gray or dark blue, Mediterranean homes with sapphire, and natural landscapes with bronze.

You can see all nine Crystal and Classic finishes on our [Latham pools page](/latham-pools).`,
  },
  {
    slug: 'heating-options-for-florida-pools',
    title: 'Heating Options for Florida Pools: Heat Pump, Gas or Solar?',
    excerpt:
      'Extend your swimming season into winter. A comparison of heat pumps, gas heaters and solar panels for Florida pools.',
    category: 'Maintenance & Care',
    tags: ['heating', 'heat pump', 'solar', 'energy'],
    author: 'Dan Whitaker',
    status: 'draft',
    daysFromNow: 0,
    content: `Even in Florida, pool water drops into the low 70s from December to February. A heater adds two to four months of comfortable swimming.

## Heat pumps

Heat pumps move heat from the air into the water. They are the most efficient choice for most of the state and cost little to run, but they slow down when the air is below about 50 degrees.

## Gas heaters

Gas heaters warm the water quickly regardless of the weather, which makes them ideal for spas. They cost more to run per hour.

## Solar

Solar panels on the roof cost almost nothing to run and work well from March to November. They need a south- or west-facing roof with enough space.

*Draft: add a running-cost table before publishing.*`,
  },
  {
    slug: 'hurricane-season-pool-checklist',
    title: 'Hurricane Season Checklist for Pool Owners',
    excerpt:
      'What to do with your pool before and after a tropical storm, from the water level to the equipment and the screen.',
    category: 'Maintenance & Care',
    tags: ['hurricane', 'storm', 'safety', 'checklist'],
    author: 'Chris Nguyen',
    status: 'scheduled',
    daysFromNow: 21,
    content: `Hurricane season runs from June to November, and a little preparation protects both your pool and your home.

## Before the storm

- **Do not drain the pool.** A fiberglass shell needs the weight of the water to stay in place when the ground is saturated.
- Lower the water by no more than a foot if heavy rain is forecast.
- Turn off power to the pump, heater and lights at the breaker.
- Bring in furniture, toys and loose items; never throw furniture into the pool.
- Add extra chlorine to help the water survive a few days without circulation.

## After the storm

- Remove debris with a net before restarting anything.
- Check the equipment pad for water damage before restoring power.
- Run the pump continuously, shock the pool and test the water daily until it is clear.
- Inspect the screen enclosure for torn panels and bent beams.

If the water level dropped suddenly or the deck has moved, call us before refilling.`,
  },
]
