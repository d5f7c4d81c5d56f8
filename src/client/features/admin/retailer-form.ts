import { DEFAULT_SCRAPE_INTERVAL_HOURS, PLATFORM_IDS, type PlatformId } from '../../../shared/constants';

/** The retailer form's raw values (everything is text, as in the inputs). */
export interface RetailerFormValues {
  name: string;
  url: string;
  platform: PlatformId;
  selector: string;
  scrapeIntervalHours: string;
  isActive: 'true' | 'false';
}

export interface RetailerPayload {
  name: string;
  url: string;
  platform: PlatformId;
  selector: Record<string, string> | null;
  scrapeIntervalHours: number;
  isActive: boolean;
}

export const EMPTY_RETAILER_FORM: RetailerFormValues = {
  name: '',
  url: '',
  platform: 'auto',
  selector: '',
  scrapeIntervalHours: String(DEFAULT_SCRAPE_INTERVAL_HOURS),
  isActive: 'true',
};

export const PLATFORM_LABELS: Record<PlatformId, string> = {
  auto: 'Auto-detect',
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  bigcommerce: 'BigCommerce',
  magento: 'Magento',
  lightspeed: 'Lightspeed',
  jsonld: 'Schema.org JSON-LD',
  selectors: 'CSS selectors',
};
export { PLATFORM_IDS };

/** The Edit dialog's starting values: prefilled, selector pretty-printed, interval reset to 4 (SPEC §2). */
export function formValuesFrom(r: {
  name: string;
  url: string;
  platform: string;
  selector: Record<string, string> | null;
  isActive: boolean;
}): RetailerFormValues {
  return {
    name: r.name,
    url: r.url,
    platform: (PLATFORM_IDS as readonly string[]).includes(r.platform) ? (r.platform as PlatformId) : 'auto',
    selector: r.selector && Object.keys(r.selector).length > 0 ? JSON.stringify(r.selector, null, 2) : '',
    scrapeIntervalHours: String(DEFAULT_SCRAPE_INTERVAL_HOURS),
    isActive: r.isActive ? 'true' : 'false',
  };
}

export type FormCheck =
  | { ok: true; payload: RetailerPayload }
  | { ok: false; kind: 'required'; field: 'name' | 'url' | 'selector'; message: string }
  | { ok: false; kind: 'invalid-json'; message: 'Invalid JSON in selector field' };

/**
 * SPEC §5: name, url and selector required (the selector only matters for the 'selectors' platform); the selector
 * must be valid JSON (an object), else toast 'Error' / 'Invalid JSON in selector field'; the interval is parsed as
 * an integer falling back to 4; isActive is sent as a boolean from the 'true'/'false' choice.
 */
export function checkRetailerForm(values: RetailerFormValues): FormCheck {
  if (!values.name.trim()) return { ok: false, kind: 'required', field: 'name', message: 'Name is required' };
  if (!values.url.trim()) return { ok: false, kind: 'required', field: 'url', message: 'URL is required' };
  const selectorText = values.selector.trim();
  if (values.platform === 'selectors' && !selectorText) {
    return {
      ok: false,
      kind: 'required',
      field: 'selector',
      message: 'Selector is required for the CSS selectors platform',
    };
  }
  let selector: Record<string, string> | null = null;
  if (selectorText) {
    try {
      const parsed: unknown = JSON.parse(selectorText);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      selector = parsed as Record<string, string>;
    } catch {
      return { ok: false, kind: 'invalid-json', message: 'Invalid JSON in selector field' };
    }
  }
  const interval = Number.parseInt(values.scrapeIntervalHours, 10);
  return {
    ok: true,
    payload: {
      name: values.name.trim(),
      url: values.url.trim(),
      platform: values.platform,
      selector,
      scrapeIntervalHours: Number.isNaN(interval) ? DEFAULT_SCRAPE_INTERVAL_HOURS : interval,
      isActive: values.isActive === 'true',
    },
  };
}
