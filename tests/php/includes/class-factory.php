<?php
/**
 * Fixture factories, in the spirit of core's WP_UnitTest_Factory:
 *
 *   $f = self::factory();
 *   $post_id = $f->post->create( array( 'post_title' => 'Hello' ) );
 *   $post    = $f->post->create_and_get( array( 'post_type' => 'page' ) );
 *   $ids     = $f->post->create_many( 3, array( 'post_category' => array( $cat_id ) ) );
 *   $term_id = $f->term->create( array( 'taxonomy' => 'post_tag', 'name' => 'News' ) );   // ->category / ->tag
 *   $user_id = $f->user->create( array( 'role' => 'editor' ) );
 *   $att_id  = $f->attachment->create_image( array( 'width' => 1200, 'height' => 630, 'parent' => $post_id ) );
 *   $c_id    = $f->comment->create( array( 'comment_post_ID' => $post_id ) );
 *
 * Database rows are rolled back with the test; files made by create_image() are deleted afterwards.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests;

/**
 * All factories.
 */
class Factory {
	/** @var PostFactory */
	public $post;
	/** @var AttachmentFactory */
	public $attachment;
	/** @var TermFactory */
	public $term;
	/** @var TermFactory */
	public $category;
	/** @var TermFactory */
	public $tag;
	/** @var UserFactory */
	public $user;
	/** @var CommentFactory */
	public $comment;

	public function __construct() {
		$this->post       = new PostFactory();
		$this->attachment = new AttachmentFactory();
		$this->term       = new TermFactory( 'category' );
		$this->category   = new TermFactory( 'category' );
		$this->tag        = new TermFactory( 'post_tag' );
		$this->user       = new UserFactory();
		$this->comment    = new CommentFactory();
	}
}

/**
 * Base: create() returns an ID, create_and_get() the object, create_many() IDs.
 */
abstract class ObjectFactory {
	/** @var int[] Sequence per class, for unique default titles, logins, names. */
	protected static $sequence = array();

	/**
	 * Creates an object from $args merged over the defaults and returns its ID.
	 *
	 * @param array $args Arguments for the WordPress insert function.
	 */
	abstract public function create( array $args = array() ): int;

	/**
	 * @param int $id ID.
	 * @return mixed The object.
	 */
	abstract public function get_object_by_id( int $id );

	/**
	 * @param array $args Arguments.
	 * @return mixed The created object.
	 */
	public function create_and_get( array $args = array() ) {
		return $this->get_object_by_id( $this->create( $args ) );
	}

	/**
	 * @param int   $count How many.
	 * @param array $args  Arguments for each.
	 * @return int[]
	 */
	public function create_many( int $count, array $args = array() ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = $this->create( $args );
		}
		return $ids;
	}

	protected function next(): int {
		$k                      = static::class;
		self::$sequence[ $k ] = ( self::$sequence[ $k ] ?? 0 ) + 1;
		return self::$sequence[ $k ];
	}

	/**
	 * @param mixed  $result A WP_Error or an ID.
	 * @param string $what   For the message.
	 */
	protected function check( $result, string $what ): int {
		if ( is_wp_error( $result ) ) {
			throw new \RuntimeException( "factory could not create {$what}: " . $result->get_error_message() );
		}
		if ( ! $result ) {
			throw new \RuntimeException( "factory could not create {$what}" );
		}
		return (int) $result;
	}
}

/**
 * Posts (any post type). Defaults: a published post with a unique title, content and excerpt.
 * Accepts everything wp_insert_post() does (post_category, tags_input, tax_input, meta_input...).
 */
class PostFactory extends ObjectFactory {
	public function create( array $args = array() ): int {
		$n    = $this->next();
		$args = array_merge(
			array(
				'post_status'  => 'publish',
				'post_title'   => "Post title {$n}",
				'post_content' => "Post content {$n}",
				'post_excerpt' => "Post excerpt {$n}",
				'post_type'    => 'post',
			),
			$args
		);
		if ( ! isset( $args['post_author'] ) && get_current_user_id() ) {
			$args['post_author'] = get_current_user_id();
		}
		return $this->check( wp_insert_post( wp_slash( $args ), true ), 'post' );
	}

	/** @return \WP_Post|null */
	public function get_object_by_id( int $id ) {
		return get_post( $id );
	}
}

/**
 * Attachments. create_image() makes a real image file in uploads/ with GD and generates its
 * metadata and intermediate sizes (thumbnail, medium, ...).
 */
class AttachmentFactory extends PostFactory {
	/** @var string[] Files to delete after the test. */
	protected static $files = array();

	/**
	 * Creates an attachment post without a file (use create_image() for a real image).
	 *
	 * @param array $args wp_insert_attachment() arguments; 'file' (path) and 'parent' are understood.
	 */
	public function create( array $args = array() ): int {
		$n    = $this->next();
		$file = $args['file'] ?? '';
		$par  = (int) ( $args['parent'] ?? $args['post_parent'] ?? 0 );
		unset( $args['file'], $args['parent'] );
		$args = array_merge(
			array(
				'post_title'     => "Attachment {$n}",
				'post_status'    => 'inherit',
				'post_mime_type' => 'image/jpeg',
				'post_type'      => 'attachment',
			),
			$args
		);
		return $this->check( wp_insert_attachment( wp_slash( $args ), $file, $par, true ), 'attachment' );
	}

	/**
	 * Creates a real image attachment.
	 *
	 * @param array $args {
	 *     @type int    $width    Default 800.
	 *     @type int    $height   Default 600.
	 *     @type string $filename Default 'test-image-N.jpg'; the extension picks the format (jpg, png, gif, webp).
	 *     @type int    $parent   Parent post ID. Default 0.
	 *     @type string $title    Attachment title.
	 *     @type string $alt      Alt text (_wp_attachment_image_alt).
	 *     @type string $caption  Caption (post_excerpt).
	 *     @type int[]  $color    RGB fill. Default a blue.
	 * }
	 * @return int Attachment ID.
	 */
	public function create_image( array $args = array() ): int {
		if ( ! function_exists( 'imagecreatetruecolor' ) ) {
			throw new \RuntimeException( 'create_image() needs PHP GD (apt-get install php8.2-gd)' );
		}
		$n      = $this->next();
		$width  = max( 1, (int) ( $args['width'] ?? 800 ) );
		$height = max( 1, (int) ( $args['height'] ?? 600 ) );
		$name   = (string) ( $args['filename'] ?? "test-image-{$n}.jpg" );
		$ext    = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
		$color  = $args['color'] ?? array( 30, 90, 200 );

		$img = imagecreatetruecolor( $width, $height );
		imagefill( $img, 0, 0, imagecolorallocate( $img, (int) $color[0], (int) $color[1], (int) $color[2] ) );
		imagefilledrectangle( $img, (int) ( $width / 4 ), (int) ( $height / 4 ), (int) ( $width * 3 / 4 ), (int) ( $height * 3 / 4 ), imagecolorallocate( $img, 250, 200, 60 ) );
		ob_start();
		switch ( $ext ) {
			case 'png':
				imagepng( $img );
				$mime = 'image/png';
				break;
			case 'gif':
				imagegif( $img );
				$mime = 'image/gif';
				break;
			case 'webp':
				imagewebp( $img );
				$mime = 'image/webp';
				break;
			default:
				imagejpeg( $img, null, 85 );
				$mime = 'image/jpeg';
		}
		$bits = (string) ob_get_clean();
		imagedestroy( $img );

		$upload = wp_upload_bits( $name, null, $bits );
		if ( ! empty( $upload['error'] ) ) {
			throw new \RuntimeException( 'create_image(): ' . $upload['error'] );
		}
		self::$files[] = $upload['file'];

		$id = $this->create(
			array(
				'file'           => $upload['file'],
				'parent'         => (int) ( $args['parent'] ?? 0 ),
				'post_title'     => (string) ( $args['title'] ?? pathinfo( $name, PATHINFO_FILENAME ) ),
				'post_excerpt'   => (string) ( $args['caption'] ?? '' ),
				'post_mime_type' => $mime,
				'guid'           => $upload['url'],
			)
		);
		$meta = wp_generate_attachment_metadata( $id, $upload['file'] );
		wp_update_attachment_metadata( $id, $meta );
		foreach ( $meta['sizes'] ?? array() as $size ) {
			self::$files[] = dirname( $upload['file'] ) . '/' . $size['file'];
		}
		if ( isset( $args['alt'] ) ) {
			update_post_meta( $id, '_wp_attachment_image_alt', wp_slash( (string) $args['alt'] ) );
		}
		return $id;
	}

	/**
	 * Returns the files made so far and forgets them (TestCase keeps class-level fixtures' files).
	 *
	 * @return string[]
	 */
	public static function take_files(): array {
		$files       = self::$files;
		self::$files = array();
		return $files;
	}

	/**
	 * Deletes files (default: those made by create_image(); called by TestCase after each test).
	 *
	 * @param string[]|null $files Files.
	 */
	public static function delete_files( ?array $files = null ): void {
		foreach ( array_unique( $files ?? self::$files ) as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			}
		}
		if ( null === $files ) {
			self::$files = array();
		}
	}
}

/**
 * Terms. Defaults: taxonomy of the factory ('category' for ->term and ->category, 'post_tag' for
 * ->tag), a unique name. Pass 'taxonomy' to pick another one; 'name', 'slug', 'description', 'parent'.
 */
class TermFactory extends ObjectFactory {
	/** @var string */
	protected $taxonomy;

	public function __construct( string $taxonomy = 'category' ) {
		$this->taxonomy = $taxonomy;
	}

	public function create( array $args = array() ): int {
		$n        = $this->next();
		$taxonomy = (string) ( $args['taxonomy'] ?? $this->taxonomy );
		$name     = (string) ( $args['name'] ?? "Term {$n}" );
		unset( $args['taxonomy'], $args['name'] );
		$result = wp_insert_term( wp_slash( $name ), $taxonomy, wp_slash( $args ) );
		return $this->check( is_wp_error( $result ) ? $result : $result['term_id'], "term in {$taxonomy}" );
	}

	/** @return \WP_Term|null */
	public function get_object_by_id( int $id ) {
		$term = get_term( $id );
		return $term instanceof \WP_Term ? $term : null;
	}

	/**
	 * Attaches terms to a post (like core's add_post_terms()).
	 *
	 * @param int          $post_id  Post.
	 * @param int[]|string $terms    Term IDs or names.
	 * @param string       $taxonomy Taxonomy.
	 * @param bool         $append   Append instead of replace.
	 * @return array|false|\WP_Error
	 */
	public function add_post_terms( int $post_id, $terms, string $taxonomy, bool $append = true ) {
		return wp_set_post_terms( $post_id, $terms, $taxonomy, $append );
	}
}

/**
 * Users. Defaults: role subscriber, login user_N, password 'password', email user_N@example.org.
 */
class UserFactory extends ObjectFactory {
	public function create( array $args = array() ): int {
		$n    = $this->next();
		$args = array_merge(
			array(
				'user_login' => "user_{$n}",
				'user_pass'  => 'password',
				'user_email' => "user_{$n}@example.org",
				'role'       => 'subscriber',
			),
			$args
		);
		return $this->check( wp_insert_user( $args ), 'user' );
	}

	/** @return \WP_User|null */
	public function get_object_by_id( int $id ) {
		$user = get_userdata( $id );
		return $user ?: null;
	}
}

/**
 * Comments. Defaults: approved, on comment_post_ID (required in practice), unique content.
 */
class CommentFactory extends ObjectFactory {
	public function create( array $args = array() ): int {
		$n    = $this->next();
		$args = array_merge(
			array(
				'comment_author'       => "Commenter {$n}",
				'comment_author_email' => "commenter{$n}@example.org",
				'comment_author_url'   => 'http://example.org/',
				'comment_content'      => "Comment {$n}",
				'comment_approved'     => 1,
				'comment_type'         => 'comment',
			),
			$args
		);
		return $this->check( wp_insert_comment( wp_slash( $args ) ), 'comment' );
	}

	/** @return \WP_Comment|null */
	public function get_object_by_id( int $id ) {
		return get_comment( $id );
	}

	/**
	 * @param int   $post_id Post.
	 * @param int   $count   How many.
	 * @param array $args    Arguments.
	 * @return int[]
	 */
	public function create_post_comments( int $post_id, int $count = 1, array $args = array() ): array {
		return $this->create_many( $count, array_merge( $args, array( 'comment_post_ID' => $post_id ) ) );
	}
}
