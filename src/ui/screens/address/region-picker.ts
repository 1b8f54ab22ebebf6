import { makeAutoObservable } from 'mobx';
import { filterRegions, type RegionOption, regionOptions } from './regions';

/**
 * The address form's region picker (its own sheet): open or not, the search, and the regions matching
 * it, named in the interface language. Choosing a region is the form's (it sets the country).
 */
export class RegionPicker {
  open = false;
  query = '';

  /** `languageTag` reads the interface language (BCP 47), so the names follow a language switch. */
  constructor(private readonly languageTag: () => string) {
    makeAutoObservable<this, 'languageTag'>(this, { languageTag: false }, { autoBind: true });
  }

  /** The regions matching the search, markets first. */
  get regions(): readonly RegionOption[] {
    return filterRegions(regionOptions(this.languageTag()), this.query);
  }

  /** True while every region shows (no search): the sheet then groups the markets apart. */
  get grouped(): boolean {
    return this.query.trim() === '';
  }

  /** Opens with an empty search. */
  show(): void {
    this.query = '';
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /** Closed, with an empty search (a new visit of the form). */
  reset(): void {
    this.open = false;
    this.query = '';
  }
}
