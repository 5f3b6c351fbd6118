// The pictures of a photo or graphic news item, each with its caption and credit: photos as the
// first at the column's width and the others in a grid below it, charts all at full width, where
// their labels stay readable.
import type { NewsPicture } from '@domain/events-api'

function NewsFigure({ picture }: { picture: NewsPicture }) {
  return (
    <figure className="news-figure">
      <img
        src={picture.url}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading="lazy"
        decoding="async"
      />
      <figcaption>
        {picture.caption} <span className="news-credit">{picture.credit}</span>
      </figcaption>
    </figure>
  )
}

export function NewsPictures({
  pictures,
  charts,
}: {
  pictures: NewsPicture[]
  /** Charts stay at full width. */
  charts: boolean
}) {
  const [first, ...more] = pictures
  if (!first) return null
  if (charts) {
    return (
      <div className="news-pictures">
        {pictures.map((picture) => (
          <NewsFigure key={picture.url} picture={picture} />
        ))}
      </div>
    )
  }
  return (
    <div className="news-pictures">
      <NewsFigure picture={first} />
      {more.length > 0 && (
        <div className="news-pictures-more">
          {more.map((picture) => (
            <NewsFigure key={picture.url} picture={picture} />
          ))}
        </div>
      )}
    </div>
  )
}
