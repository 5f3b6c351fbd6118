// A saved search's alert channels in its dialog (docs/product.md#alerts): „In der App“, „E-Mail:
// sofort / als Zusammenfassung / aus“ and „Push“.
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components'
import type { AlertMailMode, SavedSearchAlerts } from '@domain/saved-search-resource'

export const NO_ALERTS: SavedSearchAlerts = { inApp: false, mail: 'off', push: false }

const MAIL_CHOICES: { value: AlertMailMode; label: string }[] = [
  { value: 'immediate', label: 'sofort' },
  { value: 'digest', label: 'als Zusammenfassung' },
  { value: 'off', label: 'aus' },
]

interface AlertChannelsProps {
  alerts: SavedSearchAlerts
  onChange: (alerts: SavedSearchAlerts) => void
}

export function AlertChannels({ alerts, onChange }: AlertChannelsProps) {
  return (
    <fieldset className="saved-search-alerts">
      <legend>Benachrichtigungen bei neuen und geänderten Terminen</legend>
      <Checkbox
        className="saved-search-checkbox"
        isSelected={alerts.inApp}
        onChange={(inApp) => onChange({ ...alerts, inApp })}
      >
        <span className="saved-search-checkbox__box" aria-hidden="true" />
        <span>In der App</span>
      </Checkbox>
      <RadioGroup
        className="saved-search-alerts__mail"
        orientation="horizontal"
        value={alerts.mail}
        onChange={(mail) => onChange({ ...alerts, mail: mail as AlertMailMode })}
      >
        <Label>E-Mail:</Label>
        {MAIL_CHOICES.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="saved-search-alerts__radio">
            {choice.label}
          </Radio>
        ))}
      </RadioGroup>
      <Checkbox
        className="saved-search-checkbox"
        isSelected={alerts.push}
        onChange={(push) => onChange({ ...alerts, push })}
      >
        <span className="saved-search-checkbox__box" aria-hidden="true" />
        <span>
          Push
          <small>Auf dem iPhone nur in der installierten App</small>
        </span>
      </Checkbox>
    </fieldset>
  )
}
