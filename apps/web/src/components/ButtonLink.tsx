import { Button, type ButtonProps } from 'antd'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string }

/** A link that looks like a button and navigates inside the app (a real <a>, so it opens in new tabs too). */
export function ButtonLink({ to, ...rest }: ButtonLinkProps) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return <Button {...rest} href={to} onClick={onClick} />
}
