import { Button, Dropdown } from 'antd'

export interface FilterChoice {
  key: string
  label: string
  category: string
}

interface AddFilterMenuProps {
  choices: FilterChoice[]
  /** Keys already on the bar. */
  shown: string[]
  onAdd: (key: string) => void
}

/** "an add-filter menu grouped into categories": each category a group of the filters not yet on the bar. */
export function AddFilterMenu({ choices, shown, onAdd }: AddFilterMenuProps) {
  const categories = [...new Set(choices.map((c) => c.category))]
  const items = categories
    .map((category) => ({
      type: 'group' as const,
      key: category,
      label: category,
      children: choices.filter((c) => c.category === category && !shown.includes(c.key)).map((c) => ({ key: c.key, label: c.label })),
    }))
    .filter((g) => g.children.length > 0)
  return (
    <Dropdown trigger={['click']} disabled={items.length === 0} menu={{ items, onClick: ({ key }) => onAdd(key), className: 'add-filter-menu' }}>
      <Button icon={<span aria-hidden="true">+</span>}>Add filter</Button>
    </Dropdown>
  )
}
