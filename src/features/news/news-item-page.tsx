// Placeholder for the news-item page (route mediaItemDetails); the news feature replaces it.
export default function NewsItemPage() {
  return <h1>Meldung</h1>
}
