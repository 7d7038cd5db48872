'use client'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type SignaturePad from 'signature_pad'

export type SignatureFieldHandle = {
  /** The drawing as a PNG data URL, or '' when nothing is drawn. */
  image(): string
  focus(): void
}

type Props = {
  ref?: Ref<SignatureFieldHandle>
  id: string
  error?: string
  onDrawn?: () => void
}

/**
 * The drawn signature: signature_pad on a canvas, loaded when this step opens (a dynamic import:
 * the quote page itself never carries it). Works with a finger, a pen or a mouse; the canvas keeps
 * its drawing when the phone turns (resized at the screen's pixel ratio, strokes redrawn).
 */
export function SignatureField({ ref, id, error, onDrawn }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const padRef = useRef<SignaturePad | null>(null)
  const [ready, setReady] = useState(false)
  const [empty, setEmpty] = useState(true)

  useImperativeHandle(ref, () => ({
    image: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL('image/png') : ''),
    focus: () => canvasRef.current?.focus(),
  }))

  useEffect(() => {
    let cancelled = false
    let pad: SignaturePad | null = null
    const canvas = canvasRef.current
    const resize = () => {
      if (!canvas || !pad) return
      const data = pad.toData()
      const ratio = Math.max(window.devicePixelRatio || 1, 1)
      canvas.width = canvas.offsetWidth * ratio
      canvas.height = canvas.offsetHeight * ratio
      canvas.getContext('2d')?.scale(ratio, ratio)
      pad.clear()
      pad.fromData(data)
    }
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled || !canvas) return
      pad = new Pad(canvas, { penColor: '#0f1f2e', minWidth: 1, maxWidth: 2.8 })
      pad.addEventListener('endStroke', () => {
        setEmpty(pad?.isEmpty() ?? true)
        onDrawn?.()
      })
      padRef.current = pad
      resize()
      setReady(true)
    })
    window.addEventListener('resize', resize)
    return () => {
      cancelled = true
      window.removeEventListener('resize', resize)
      pad?.off()
      padRef.current = null
    }
  }, [onDrawn])

  function clear() {
    padRef.current?.clear()
    setEmpty(true)
  }

  const errorId = `${id}-error`
  return (
    <div>
      <div
        className={`relative rounded-lg border-2 bg-white ${error ? 'border-destructive' : 'border-input'} focus-within:border-ring`}
      >
        <canvas
          ref={canvasRef}
          id={id}
          tabIndex={0}
          role="img"
          aria-label="Signature box: draw your signature here with your finger, a pen or the mouse"
          aria-describedby={error ? errorId : `${id}-hint`}
          className="block h-44 w-full touch-none sm:h-48"
          data-testid="signature-pad"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-6 bottom-10 border-b border-dashed border-slate-400"
        />
        {empty ? (
          <p
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-sm text-slate-500"
          >
            {ready ? 'Sign above the line' : 'Loading the signature box…'}
          </p>
        ) : null}
      </div>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Use your finger on a phone, or the mouse on a computer.
        </p>
        <button
          type="button"
          onClick={clear}
          className="shrink-0 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted"
        >
          Clear
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
