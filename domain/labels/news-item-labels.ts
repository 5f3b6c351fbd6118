// A news item is named by its genre and its material type. Where the genre already names the
// material (genre „Foto", material „Foto"; „Infografik" is a „Grafik"), the reader sees it once.
import { labelMaterialType } from './event-fields'
import { labelGenre } from './genres'

export function newsItemLabels(item: { genre: string; materialType: string }): string[] {
  const genre = labelGenre(item.genre)
  const material = labelMaterialType(item.materialType)
  return genre.toLowerCase().includes(material.toLowerCase()) ? [genre] : [genre, material]
}
