import { formatPrice } from '../../client/format.js';
import { Picture } from '../ui/Picture.js';
import type { Catalogue as CatalogueContent } from '../../model/catalogue.js';
import { catalogueButton } from '../cartProducts.js';
import { Island } from '../Island.js';
import { PageHero } from '../sections/PageHero.js';
import { Badge } from '../ui/Badge.js';
import { CheckList } from '../ui/CheckList.js';

/** `/equipements`: the equipment catalogue, each product with image, price, specifications and add-to-cart. */
export function Catalogue({ catalogue }: { catalogue: CatalogueContent }) {
  return (
    <>
      <PageHero heading={catalogue.heading} intro={catalogue.intro}>
        <div className="page-hero-back">
          <Island name="BackButton" props={{ label: 'Retour' }} />
        </div>
      </PageHero>
      <div className="container section-tight">
        <ul className="grid grid-2 catalogue-grid">
          {catalogue.products.map((product) => (
            <li key={product.id} className="card product-card">
              <Picture
                className="product-image"
                src={product.image}
                alt={product.imageAlt}
                sizes="(min-width: 48rem) 36rem, calc(100vw - 4rem)"
              />
              <div className="plan-card-head">
                <Badge>{product.category}</Badge>
                <p className="price">
                  <strong>{formatPrice(product.price)}</strong> <span>HT</span>
                  <span className="price-terms">{catalogue.purchaseNote}</span>
                </p>
              </div>
              <h2>{product.name}</h2>
              <p>{product.description}</p>
              <CheckList items={product.features} compact />
              <table className="specs">
                <caption>Caractéristiques techniques</caption>
                <tbody>
                  {Object.entries(product.specifications).map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Island name="AddToCartButton" props={catalogueButton(product)} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
