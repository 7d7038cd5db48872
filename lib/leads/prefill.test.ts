import { describe, expect, it } from 'vitest'
import {
  appointmentHref,
  estimatePrefill,
  poolInterestMessage,
  readPoolSelection,
  resurfacingPoolType,
  serviceLabel,
} from './prefill'

describe('estimate form prefill (spec 01 §7)', () => {
  it('starts empty on a plain visit, with sourcePage estimate', () => {
    const prefill = estimatePrefill({})
    expect(prefill).toMatchObject({
      variant: 'estimate',
      sourcePage: 'estimate',
      pool: null,
      resurfacingService: null,
    })
    expect(Object.values(prefill.values).every((v) => v === '')).toBe(true)
  })

  it('reads every pool parameter, sets poolType to the pool name and builds the message', () => {
    const prefill = estimatePrefill({
      poolId: '12',
      poolName: 'Cancun 16',
      poolModel: 'C-16',
      poolSize: 'Medium',
      poolShape: 'Rectangle',
      poolSeries: 'Classic',
      poolManufacturer: 'Latham',
      poolDimensions: "16' x 32'",
      poolDepth: "3.5' - 6'",
      source: 'pool-detail',
    })
    expect(prefill.sourcePage).toBe('pool-detail')
    expect(prefill.pool).toEqual({
      id: '12',
      name: 'Cancun 16',
      model: 'C-16',
      size: 'Medium',
      shape: 'Rectangle',
      series: 'Classic',
      manufacturer: 'Latham',
      dimensions: "16' x 32'",
      depth: "3.5' - 6'",
    })
    expect(prefill.values.poolType).toBe('Cancun 16')
    expect(prefill.values.message).toBe(
      [
        "I'm interested in getting a quote for the Cancun 16 pool.",
        '',
        'Pool details:',
        '- Model: C-16',
        "- Dimensions: 16' x 32'",
        "- Depth: 3.5' - 6'",
        '- Size category: Medium',
        '- Shape: Rectangle',
        '- Series: Classic',
        '- Manufacturer: Latham',
        '- Pool ID: 12',
        '- Source: pool-detail',
      ].join('\n'),
    )
  })

  it('leaves out the details that were not given, and uses sourcePage as the source', () => {
    const message = poolInterestMessage({ name: 'Bimini' }, 'home')
    expect(message).toBe(
      "I'm interested in getting a quote for the Bimini pool.\n\nPool details:\n- Source: home",
    )
  })

  it('accepts the home teaser and gallery parameter names', () => {
    expect(
      readPoolSelection({
        pool: 'Bimini',
        model: 'B1',
        manufacturer: 'San Juan',
        series: 'S',
        dimensions: '12x24',
        depth: '5',
        shape: 'Oval',
        size: 'Small',
      }),
    ).toEqual({
      name: 'Bimini',
      model: 'B1',
      manufacturer: 'San Juan',
      series: 'S',
      dimensions: '12x24',
      depth: '5',
      shape: 'Oval',
      size: 'Small',
    })
    expect(readPoolSelection({ poolName: 'Lagoon', poolLength: '32', poolWidth: '16' })?.dimensions).toBe(
      "16' x 32'",
    )
    expect(readPoolSelection({ poolId: '7' })?.name).toBe('Pool #7')
    expect(readPoolSelection({ poolModel: 'X' })).toBeNull()
  })

  it('maps the resurfacing service to the pool type for interest=pool-resurfacing', () => {
    const type = (service?: string) =>
      estimatePrefill({ interest: 'pool-resurfacing', ...(service ? { service } : {}) }).values.poolType
    expect(type('epoxy-repair')).toBe('Pool Resurfacing - Epoxy Repair')
    expect(type('complete-resurfacing')).toBe('Pool Resurfacing - Complete')
    expect(type('crack-repair')).toBe('Pool Resurfacing - Crack Repair')
    expect(type('epoxy-resurfacing')).toBe('Pool Resurfacing')
    expect(type('resurfacing')).toBe('Pool Resurfacing')
    expect(type()).toBe('Pool Resurfacing')
    expect(resurfacingPoolType(undefined)).toBe('Pool Resurfacing')
  })

  it('keeps the resurfacing service in the message and the banner text', () => {
    const prefill = estimatePrefill({
      interest: 'pool-resurfacing',
      service: 'epoxy-resurfacing',
      sourcePage: 'resurfacing',
    })
    expect(prefill.values.message).toBe("I'm interested in pool resurfacing.\nService: Epoxy Resurfacing")
    expect(prefill.resurfacingService).toBe('Epoxy Resurfacing')
    expect(prefill.sourcePage).toBe('resurfacing')
  })

  it('does not apply the resurfacing mapping without interest=pool-resurfacing', () => {
    const prefill = estimatePrefill({ service: 'crack-repair' })
    expect(prefill.values.poolType).toBe('')
    expect(prefill.values.message).toBe("I'm interested in crack repair.")
  })

  it('a pool wins over a resurfacing interest', () => {
    const prefill = estimatePrefill({
      poolName: 'Cancun',
      interest: 'pool-resurfacing',
      service: 'crack-repair',
    })
    expect(prefill.values.poolType).toBe('Cancun')
  })

  it('type=appointment selects the appointment variant', () => {
    expect(estimatePrefill({ type: 'appointment' }).variant).toBe('appointment')
    expect(estimatePrefill({ type: 'something' }).variant).toBe('estimate')
    expect(appointmentHref()).toBe('/estimate?type=appointment')
    expect(appointmentHref('san juan')).toBe('/estimate?type=appointment&sourcePage=san%20juan')
  })

  it('caps long values and removes control characters', () => {
    const prefill = estimatePrefill({ poolName: `${'x'.repeat(400)}\u0000`, sourcePage: 'y'.repeat(300) })
    expect(prefill.values.poolType).toHaveLength(255)
    expect(prefill.sourcePage).toHaveLength(255)
    expect(serviceLabel('complete-resurfacing')).toBe('Complete Resurfacing')
  })
})
