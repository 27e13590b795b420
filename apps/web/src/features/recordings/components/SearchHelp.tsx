import { Button, Popover } from 'antd'

const EXAMPLES: { query: string; means: string }[] = [
  { query: 'pricing review', means: 'titles with both words' },
  { query: '"pricing review"', means: 'the exact phrase' },
  { query: 'demo OR discovery', means: 'either word' },
  { query: 'renewal -internal', means: '"renewal" but not "internal"' },
  { query: '-"team sync"', means: 'leave out a phrase' },
]

/** The advanced-search help of the title search: phrases, OR and -exclusion. */
export function SearchHelp() {
  const content = (
    <div className="search-help">
      <p>Words next to each other must all appear. Matching ignores upper and lower case.</p>
      <table>
        <tbody>
          {EXAMPLES.map((e) => (
            <tr key={e.query}>
              <td>
                <code>{e.query}</code>
              </td>
              <td>{e.means}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Press Enter to search.</p>
    </div>
  )
  return (
    <Popover content={content} title="Advanced search" trigger="click" placement="bottomLeft">
      <Button type="text" size="small" className="search-help__button" aria-label="Advanced search help">
        ?
      </Button>
    </Popover>
  )
}
