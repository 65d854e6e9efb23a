import type { ComponentType } from 'react'

// The one registry of server-driven widgets (issue 9; architecture note 'Layers'): a page gets a list of typed widgets
// (contracts/widgets.ts) and a map from type to component. A type the page does not know is skipped with one log line,
// so a server newer than the page never breaks it (the cart, the labs cart, the order-placed widget and the savings
// page all render this way).

export type WidgetRegistry<W extends { type: string }> = {
  [T in W['type']]: ComponentType<{ widget: Extract<W, { type: T }> }>
}

/** Renders the widgets the registry knows, in the server's order; unknown types are logged and left out. */
export function WidgetList<W extends { type: string }>({
  widgets,
  registry,
  page,
}: {
  widgets: readonly W[]
  registry: WidgetRegistry<W>
  /** Named in the log line of an unknown type. */
  page: string
}) {
  return (
    <>
      {widgets.map((widget, i) => {
        const Component = (registry as unknown as Record<string, ComponentType<{ widget: W }> | undefined>)[widget.type]
        if (!Component) {
          console.warn(`${page}: skipped a widget of unknown type ${JSON.stringify(String(widget.type).slice(0, 40))}`)
          return null
        }
        return <Component key={`${widget.type}-${i}`} widget={widget} />
      })}
    </>
  )
}
