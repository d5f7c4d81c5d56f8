import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { FacetCount, SearchFacets } from '../../../shared/schemas/products';
import { calibreLabel } from '../../components/catalogue-labels';
import { hasValue, toggleValue, type SearchFilters } from './search-filters';

const CALIBRE_GROUPS: Array<[NonNullable<FacetCount['group']>, string]> = [
  ['handgun', 'Handgun'],
  ['rifle', 'Rifle'],
  ['rimfire', 'Rimfire'],
  ['shotgun', 'Shotgun'],
  ['other', 'Other'],
];

type ListKey = 'calibre' | 'manufacturer' | 'grain' | 'casing' | 'bulletType' | 'condition';

const SECTIONS: Array<[ListKey, string, (f: FacetCount) => string]> = [
  ['manufacturer', 'Brand', (f) => f.label ?? f.value],
  ['grain', 'Bullet weight', (f) => `${f.value} gr`],
  ['bulletType', 'Bullet type', (f) => f.value],
  ['casing', 'Casing', (f) => f.value[0]!.toUpperCase() + f.value.slice(1)],
  ['condition', 'Condition', (f) => (f.value === 'new' ? 'New' : 'Remanufactured')],
];

interface SearchFacetsPanelProps {
  facets: SearchFacets | undefined;
  filters: SearchFilters;
  /** A facet searches at once (its counts are live). */
  onApply: (filters: SearchFilters) => void;
}

/** Refine by facets from the vocabulary, each value with the number of results it would give (issue 13). */
export function SearchFacetsPanel({ facets, filters, onApply }: SearchFacetsPanelProps) {
  if (!facets || Object.values(facets).every((values) => values.length === 0)) return null;
  const toggle = (key: ListKey, value: string) => onApply({ ...filters, [key]: toggleValue(filters[key], value) });
  const rounds = `${filters.roundsMin}-${filters.roundsMax}`;
  const toggleRounds = (value: string) => {
    const [min, max] = value === rounds ? ['', ''] : value.split('-');
    onApply({ ...filters, roundsMin: min!, roundsMax: max! });
  };
  return (
    <Card as="section" aria-labelledby="refine-title" className="mb-4 shadow-sm">
      <Card.Body>
        <h2 id="refine-title" className="h6 mb-3">
          Refine results
        </h2>
        <div className="d-flex flex-wrap gap-4 align-items-start">
          {CALIBRE_GROUPS.map(([group, title]) => (
            <FacetSection
              key={group}
              title={`${title} calibres`}
              values={facets.calibre.filter((f) => f.group === group)}
              label={(f) => f.label ?? calibreLabel(f.value)}
              isChecked={(v) => hasValue(filters.calibre, v)}
              onToggle={(v) => toggle('calibre', v)}
            />
          ))}
          {SECTIONS.map(([key, title, label]) => (
            <FacetSection
              key={key}
              title={title}
              values={facets[key]}
              label={label}
              isChecked={(v) => hasValue(filters[key], v)}
              onToggle={(v) => toggle(key, v)}
            />
          ))}
          <FacetSection
            title="Rounds per box"
            values={[...facets.rounds].sort((a, b) => parseInt(a.value, 10) - parseInt(b.value, 10))}
            label={(f) => (f.value.startsWith('1000-') ? '1000+' : f.value.replace('-', '–'))}
            isChecked={(v) => v === rounds}
            onToggle={toggleRounds}
          />
        </div>
      </Card.Body>
    </Card>
  );
}

interface FacetSectionProps {
  title: string;
  values: FacetCount[];
  label: (f: FacetCount) => string;
  isChecked: (value: string) => boolean;
  onToggle: (value: string) => void;
}

function FacetSection({ title, values, label, isChecked, onToggle }: FacetSectionProps) {
  if (values.length === 0) return null;
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <fieldset className="pr-facet" style={{ maxHeight: '14rem', overflowY: 'auto', minWidth: 0, flex: '1 1 10rem' }}>
      <legend className="fs-6 fw-semibold mb-1">{title}</legend>
      {values.map((f) => (
        <Form.Check
          key={f.value}
          id={`facet-${id}-${f.value}`}
          className="small"
          label={`${label(f)} (${f.count.toLocaleString('en-CA')})`}
          checked={isChecked(f.value)}
          onChange={() => onToggle(f.value)}
        />
      ))}
    </fieldset>
  );
}
