'use client'

import { createContext, useContext, useState } from 'react'

export type SharedVersion = { version: string | null; setVersion: (version: string) => void }

const Context = createContext<SharedVersion | null>(null)

/**
 * The version (updatedAt) of one record, shared by the forms that each change a part of it (a
 * lead's status and its sales rep; a contact's status and notes). A save by one of them moves the
 * version on for all: that change was ours, so the others' fields are still what is stored. A
 * change by a colleague is still refused, because nobody here has seen its version.
 */
export function RecordVersion({ version, children }: { version: string | null; children: React.ReactNode }) {
  const [current, setVersion] = useState(version)
  return <Context.Provider value={{ version: current, setVersion }}>{children}</Context.Provider>
}

export function useRecordVersion(): SharedVersion {
  const shared = useContext(Context)
  if (!shared) throw new Error('A form that edits part of a record must be inside <RecordVersion>.')
  return shared
}
