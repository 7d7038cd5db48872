/**
 * What a visitor did to an island's server-rendered HTML before its code arrived, and how to do
 * it again on the live copy: typed values, the focused field, and the clicks and submits that the
 * static HTML could not act on. Elements are matched by their position under the island (the live
 * copy renders the same markup; hidden inputs aside), form fields by name first. Loaded by
 * components/ui/island with the island's component, when the island goes live.
 */

/** Element-child indexes from the island's root down to an element. */
type Path = number[]

type FieldValue = { path: Path; name: string | null; value: string; checked: boolean | null }

/** A click or submit held on the static HTML, by the element it was meant for. */
export type HeldEvent = { kind: 'click' | 'submit'; target: Element }

type HeldAction = { kind: HeldEvent['kind']; path: Path }

export type Handover = { fields: FieldValue[]; focus: Path | null; actions: HeldAction[] }

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const FIELDS = 'input, textarea, select'

/**
 * The children that count for a path: hidden inputs do not, as the server adds some of its own
 * (a server action's ids) that the live copy does not render.
 */
function countedChildren(parent: Element): Element[] {
  return Array.from(parent.children).filter(
    (child) => !(child instanceof HTMLInputElement && child.type === 'hidden'),
  )
}

function pathTo(root: Element, element: Element): Path | null {
  const path: Path = []
  let node: Element | null = element
  while (node && node !== root) {
    const parent: Element | null = node.parentElement
    if (!parent) return null
    const index = countedChildren(parent).indexOf(node)
    if (index < 0) return null
    path.unshift(index)
    node = parent
  }
  return node === root ? path : null
}

function elementAt(root: Element, path: Path): Element | null {
  let node: Element | null = root
  for (const index of path) node = node ? (countedChildren(node)[index] ?? null) : null
  return node
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}

/** Reads the static copy just before it is replaced. */
export function takeHandover(root: Element, held: readonly HeldEvent[]): Handover {
  const fields: FieldValue[] = []
  for (const field of Array.from(root.querySelectorAll<Field>(FIELDS))) {
    if (field instanceof HTMLInputElement && field.type === 'hidden') continue
    const path = pathTo(root, field)
    if (!path || !changed(field)) continue
    fields.push({
      path,
      name: field.getAttribute('name'),
      value: field.value,
      checked: isCheckable(field) ? field.checked : null,
    })
  }
  const active = document.activeElement
  const focus = active && active !== root && root.contains(active) ? pathTo(root, active) : null
  const actions = held.flatMap(({ kind, target }): HeldAction[] => {
    const path = pathTo(root, target)
    return path ? [{ kind, path }] : []
  })
  return { fields, focus, actions }
}

function fieldFor(root: Element, field: FieldValue): Field | null {
  const named = field.name
    ? Array.from(root.querySelectorAll<Field>(FIELDS)).filter((f) => f.getAttribute('name') === field.name)
    : []
  const found = named.length === 1 ? named[0] : elementAt(root, field.path)
  return found instanceof HTMLInputElement ||
    found instanceof HTMLTextAreaElement ||
    found instanceof HTMLSelectElement
    ? found
    : null
}

/** Sets a field the way typing would, so the live component's change handlers see the value. */
function enter(field: Field, saved: FieldValue) {
  if (saved.checked !== null && field instanceof HTMLInputElement) {
    // A radio is unchecked by checking another of its group, which has its own entry.
    const uncheckRadio = field.type === 'radio' && !saved.checked
    if (field.checked !== saved.checked && !uncheckRadio) field.click()
    return
  }
  const prototype = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  if (setter) setter.call(field, saved.value)
  else field.value = saved.value
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Puts the handover's values and focus on the live copy, as typing would have. */
export function applyHandover(root: Element, handover: Handover) {
  for (const saved of handover.fields) {
    const field = fieldFor(root, saved)
    if (field && !field.disabled) enter(field, saved)
  }
  if (handover.focus) {
    const target = elementAt(root, handover.focus)
    if (target instanceof HTMLElement) target.focus({ preventScroll: true })
  }
}

/** Clicks and submits the live copy where the visitor clicked or submitted the static one. */
export function replayActions(root: Element, actions: readonly HeldAction[]) {
  for (const action of actions) {
    const target = elementAt(root, action.path)
    if (action.kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit()
    if (action.kind === 'click' && target instanceof HTMLElement) target.click()
  }
}
