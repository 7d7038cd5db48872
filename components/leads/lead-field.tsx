/**
 * One field of a lead form (estimate, contact page, home contact): its label, with an asterisk
 * when required; its input, textarea or select, named `name` and given the id `<form>-<name>`;
 * and its error under it, which carries the id that the control's aria-describedby names and the
 * data-testid `error-<name>`. aria-invalid marks the control while the error shows.
 */
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

type Option = { value: string; label: string }

type Control =
  | ({ control?: 'input' } & Pick<React.ComponentProps<'input'>, 'type' | 'autoComplete' | 'maxLength'>)
  | ({ control: 'textarea' } & Pick<React.ComponentProps<'textarea'>, 'rows' | 'maxLength'>)
  | { control: 'select'; placeholder: string; options: readonly Option[] }

export type LeadFieldProps = Control & {
  /** The form's id prefix: 'estimate', 'contact' or 'home-contact'. */
  form: string
  name: string
  label: string
  required?: boolean
  value: string
  error?: string | undefined
  onChange: (value: string) => void
  onBlur?: () => void
  /** Takes the free height of a column form (the contact page's message box). */
  grow?: boolean
}

/** What a form hands each of its fields: which it is, its value and error, and what to do on input. */
export type LeadFieldBinding = Pick<
  LeadFieldProps,
  'form' | 'name' | 'value' | 'error' | 'onChange' | 'onBlur'
>

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs aria-invalid:border-destructive md:text-sm'

export function LeadField(props: LeadFieldProps) {
  const { form, name, label, required, value, error, onChange, onBlur, grow } = props
  const id = `${form}-${name}`
  const errorId = `${id}-error`
  const control = {
    id,
    name,
    value,
    onBlur,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }

  return (
    <div className={grow ? 'flex grow flex-col gap-1.5' : 'space-y-1.5'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {props.control === 'select' ? (
        <select {...control} onChange={(e) => onChange(e.target.value)} className={SELECT_CLASS}>
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : props.control === 'textarea' ? (
        <Textarea
          {...control}
          onChange={(e) => onChange(e.target.value)}
          rows={props.rows}
          maxLength={props.maxLength}
          className={grow ? 'grow' : undefined}
        />
      ) : (
        <Input
          {...control}
          onChange={(e) => onChange(e.target.value)}
          type={props.type}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  )
}
