import { useTranslation } from 'react-i18next';
import type { AirportViews } from './use-airport-views';
import './airport-views.css';

/**
 * The view buttons of airport playback: one per runway end (grouped by runway) and the overview;
 * an airport without runway data keeps the airport-point view and says why.
 */
export function AirportViewsPanel({
  views,
  runwaysKnown,
}: {
  views: AirportViews;
  /** False while the runways are loading. */
  runwaysKnown: boolean;
}) {
  const { t } = useTranslation();
  const runways = [...new Set(views.ends.map((end) => end.runway))];
  const overview = (
    <button type="button" onClick={views.showOverview}>
      {t('playback.airport.overview')}
    </button>
  );
  if (views.ends.length === 0) {
    return (
      <section className="playback-form" aria-label={t('playback.airport.views')}>
        {runwaysKnown && <p className="playback-note">{t('playback.airport.noRunways')}</p>}
        <div className="playback-form__row">
          <button type="button" onClick={views.showAirportPoint}>
            {t('playback.airport.runway')}
          </button>
          {overview}
        </div>
      </section>
    );
  }
  return (
    <section className="playback-form" aria-label={t('playback.airport.views')}>
      <h3 className="playback-section-title">{t('playback.airport.runwayEnds')}</h3>
      <p className="playback-note">{t('playback.airport.runwayEndsHint')}</p>
      <div className="airport-runways">
        {runways.map((runway) => (
          <div key={runway} className="airport-runways__row">
            <span className="airport-runways__name">{runway}</span>
            {views.ends
              .filter((end) => end.runway === runway)
              .map((end) => {
                const heading = Math.round(end.headingDeg) % 360;
                return (
                  <button
                    key={end.ident}
                    type="button"
                    aria-pressed={views.chosenEnd === end.ident}
                    title={t('playback.airport.endTitle', { ident: end.ident, heading })}
                    onClick={() => views.showEnd(end.ident)}
                  >
                    {t('playback.airport.endButton', { ident: end.ident, heading })}
                  </button>
                );
              })}
          </div>
        ))}
      </div>
      {overview}
    </section>
  );
}
