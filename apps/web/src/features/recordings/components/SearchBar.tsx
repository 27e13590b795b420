import { Input } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { SearchHelp } from './SearchHelp'

interface SearchBarProps {
  title: string
  transcript: string
  dealName: string
  onChange: (next: { title?: string; transcript?: string; deal_name?: string }) => void
}

const DEBOUNCE_MS = 500
/** "deal and account search starts at 3 characters with 500 ms debounce". */
const DEAL_MIN = 3

/** Debounces typed text; commits an empty value (cleared box) at once. */
function useDebouncedCommit(value: string, committed: string, commit: (v: string) => void, minLength = 1) {
  const commitRef = useRef(commit)
  commitRef.current = commit
  useEffect(() => {
    if (value.trim() === committed.trim()) return
    const ready = value.trim() === '' || value.trim().length >= minLength
    if (!ready) return
    const timer = window.setTimeout(() => commitRef.current(value), value.trim() === '' ? 0 : DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [value, committed, minLength])
}

/** Title search (advanced syntax, on Enter), transcript search and deal name search (500 ms debounce). */
export function SearchBar({ title, transcript, dealName, onChange }: SearchBarProps) {
  const [titleText, setTitleText] = useState(title)
  const [transcriptText, setTranscriptText] = useState(transcript)
  const [dealText, setDealText] = useState(dealName)
  // A restored view or Back navigation replaces the committed values: show them.
  useEffect(() => setTitleText(title), [title])
  useEffect(() => setTranscriptText(transcript), [transcript])
  useEffect(() => setDealText(dealName), [dealName])
  useDebouncedCommit(transcriptText, transcript, (v) => onChange({ transcript: v }))
  useDebouncedCommit(dealText, dealName, (v) => onChange({ deal_name: v }), DEAL_MIN)

  return (
    <div className="recordings-search">
      <div className="recordings-search__field">
        <label htmlFor="recordings-title-search" className="visually-hidden">
          Search calls by name
        </label>
        <Input.Search
          id="recordings-title-search"
          placeholder="Search by title"
          allowClear
          value={titleText}
          onChange={(e) => {
            setTitleText(e.target.value)
            // Clearing the box reloads at once.
            if (e.target.value === '' && title) onChange({ title: '' })
          }}
          onSearch={(v) => onChange({ title: v })}
          suffix={<SearchHelp />}
        />
      </div>
      <div className="recordings-search__field">
        <label htmlFor="recordings-transcript-search" className="visually-hidden">
          Search in transcripts
        </label>
        <Input.Search
          id="recordings-transcript-search"
          placeholder="Search in transcripts"
          allowClear
          value={transcriptText}
          onChange={(e) => setTranscriptText(e.target.value)}
          onSearch={(v) => onChange({ transcript: v })}
        />
      </div>
      <div className="recordings-search__field">
        <label htmlFor="recordings-deal-search" className="visually-hidden">
          Search by deal name
        </label>
        <Input.Search
          id="recordings-deal-search"
          placeholder="Search by deal name"
          allowClear
          value={dealText}
          onChange={(e) => setDealText(e.target.value)}
          onSearch={(v) => onChange({ deal_name: v })}
        />
      </div>
    </div>
  )
}
