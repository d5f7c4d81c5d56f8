import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { DelayedTooltip } from '../../components/delayed-tooltip';
import {
  explainRefusedRange,
  HISTORY_RANGES,
  rangeAccess,
  type HistoryDays,
  type HistoryViewer,
} from './history-range';

interface HistoryRangeButtonsProps {
  days: HistoryDays;
  viewer: HistoryViewer | null;
  onChange: (days: HistoryDays) => void;
}

/** 7D, 30D, 90D, 1Y (SPEC §2): a refused 30D explains itself with a toast and leaves the range as it was. */
export function HistoryRangeButtons({ days, viewer, onChange }: HistoryRangeButtonsProps) {
  const choose = (next: HistoryDays) => {
    const access = rangeAccess(next, viewer);
    if (access === 'allowed') onChange(next);
    else explainRefusedRange(access);
  };
  return (
    <ButtonGroup size="sm" aria-label="History range">
      {HISTORY_RANGES.map((r) =>
        r.pro ? (
          <DelayedTooltip key={r.days} text="Pro feature: coming soon">
            <Button
              variant="outline-secondary"
              disabled
              style={{ pointerEvents: 'none' }}
              aria-label={`${r.label} (Pro feature, coming soon)`}
            >
              {r.label}
            </Button>
          </DelayedTooltip>
        ) : (
          <Button
            key={r.days}
            variant={r.days === days ? 'primary' : 'outline-primary'}
            aria-pressed={r.days === days}
            onClick={() => choose(r.days)}
          >
            {r.label}
          </Button>
        ),
      )}
    </ButtonGroup>
  );
}
